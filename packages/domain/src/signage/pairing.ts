/**
 * Pairing a TV by a short code shown on its screen
 * (docs/decisions/055-signage-pairing-media-offline.md): a player without a secret asks for a
 * code and shows it in big letters; staff type it into the TV's page in the back-office within
 * ten minutes. The alphabet leaves out what a viewer confuses across a room (0/O, 1/I) and has
 * 32 characters, so a random byte maps to one character without bias (byte % 32).
 */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;
/** How long a code shown on a TV may be entered. */
export const PAIRING_VALID_MS = 10 * 60_000;

/** The code for random bytes (one byte per character; the server draws them). */
export function pairingCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < PAIRING_CODE_LENGTH) {
    throw new Error(`A pairing code needs ${PAIRING_CODE_LENGTH} random bytes.`);
  }
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1) {
    code += PAIRING_CODE_ALPHABET[bytes[i]! % PAIRING_CODE_ALPHABET.length];
  }
  return code;
}

/**
 * A code as staff typed it — any case, with spaces or a dash ("hjk-lmn") — in its stored form,
 * or null when it cannot be a code (wrong length, a character outside the alphabet).
 */
export function normalizePairingCode(input: string): string | null {
  const code = input.replace(/[\s-]+/g, '').toUpperCase();
  if (code.length !== PAIRING_CODE_LENGTH) return null;
  for (const character of code) {
    if (!PAIRING_CODE_ALPHABET.includes(character)) return null;
  }
  return code;
}

export function isPairingExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= PAIRING_VALID_MS;
}
