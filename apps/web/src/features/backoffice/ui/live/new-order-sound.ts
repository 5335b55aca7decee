/**
 * The new-order signal: two short tones from the Web Audio API, no file to load.
 * Browsers start audio only after the user touched the page once, so the context is created (or
 * resumed) on the first pointer or key press.
 */

let context: AudioContext | null = null;

function unlock(): void {
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
}

/** Call once at start: audio becomes possible with the first touch, click or key. */
export function prepareNewOrderSound(): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  for (const event of events) document.addEventListener(event, unlock, { passive: true });
  return () => {
    for (const event of events) document.removeEventListener(event, unlock);
  };
}

/** Plays the signal if audio is unlocked; silently nothing otherwise. */
export function playNewOrderSound(): void {
  if (context?.state !== 'running') return;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.17);
  }
}
