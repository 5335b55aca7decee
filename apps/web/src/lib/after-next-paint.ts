/**
 * Runs `run` once the browser has painted the current frame: a frame's animation callbacks run
 * before its paint, a task queued from one runs after it. For work the customer does not see at
 * once, so that the tap that caused it is answered with a picture sooner (docs/budgets.md P7).
 * Returns a function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(run);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
