import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The key file `npm start` writes into DATA_DIR when SETTINGS_ENCRYPTION_KEY is not set. */
export const KEY_FILE_NAME = 'settings-encryption.key';

/** 32 bytes as 64 hex characters or as base64 (44 characters). */
export function parseEncryptionKey(text: string): Uint8Array | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const decoded = Buffer.from(trimmed, 'base64');
  return decoded.byteLength === 32 && /^[A-Za-z0-9+/=_-]+$/.test(trimmed) ? decoded : null;
}

export type EncryptionKey = {
  key: Uint8Array;
  /** environment: SETTINGS_ENCRYPTION_KEY; file: read from DATA_DIR; generated: written now. */
  source: 'environment' | 'file' | 'generated';
  file?: string;
};

/**
 * SETTINGS_ENCRYPTION_KEY when set (config.ts has checked it), else the key file in DATA_DIR,
 * made on the first start (mode 0600). Several instances must share one key: set the variable.
 */
export function loadEncryptionKey(options: {
  environmentKey: Uint8Array | undefined;
  dataDirectory: string;
}): EncryptionKey {
  if (options.environmentKey) return { key: options.environmentKey, source: 'environment' };
  const file = path.join(options.dataDirectory, KEY_FILE_NAME);
  if (fs.existsSync(file)) {
    const key = parseEncryptionKey(fs.readFileSync(file, 'utf8'));
    if (!key) throw new Error(`${file} enthält keinen gültigen Schlüssel (64 Hex-Zeichen).`);
    return { key, source: 'file', file };
  }
  const key = randomBytes(32);
  fs.mkdirSync(options.dataDirectory, { recursive: true });
  fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return { key, source: 'generated', file };
}
