import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEncryptionKey, parseEncryptionKey } from './encryption-key.ts';
import { createSecretBox } from './secret-box.ts';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and never stores the plaintext', () => {
    const sealed = box.seal('live_abcdefghijklmnopqrstuvwxyz1234');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('abcdefghijklmnop');
    expect(box.open(sealed)).toBe('live_abcdefghijklmnopqrstuvwxyz1234');
    expect(box.seal('gleich')).not.toBe(box.seal('gleich'));
  });

  it.each([
    ['another key', createSecretBox(randomBytes(32)).seal('geheim')],
    ['a changed ciphertext', `${box.seal('geheim').slice(0, -2)}AA`],
    ['no version', 'geheim'],
  ])('refuses %s', (_name, sealed) => {
    expect(box.open(sealed)).toBeNull();
  });
});

describe('settings encryption key', () => {
  it.each([
    ['a'.repeat(64), 32],
    [randomBytes(32).toString('base64'), 32],
    ['zu-kurz', null],
    ['g'.repeat(64), null],
  ])('parses %s', (text, length) => {
    expect(parseEncryptionKey(text)?.byteLength ?? null).toBe(length);
  });

  it('prefers the environment, else makes a key file once and reads it back', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'key-'));
    const fromEnvironment = randomBytes(32);
    expect(
      loadEncryptionKey({ environmentKey: fromEnvironment, dataDirectory: directory }),
    ).toEqual({
      key: fromEnvironment,
      source: 'environment',
    });
    const generated = loadEncryptionKey({ environmentKey: undefined, dataDirectory: directory });
    expect(generated.source).toBe('generated');
    expect(fs.statSync(generated.file!).mode & 0o777).toBe(0o600);
    const again = loadEncryptionKey({ environmentKey: undefined, dataDirectory: directory });
    expect(again.source).toBe('file');
    expect(Buffer.from(again.key).equals(Buffer.from(generated.key))).toBe(true);
    fs.rmSync(directory, { recursive: true });
  });
});
