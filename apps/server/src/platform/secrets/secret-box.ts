import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (payment provider keys): AES-256-GCM with a random 96-bit nonce per
 * value; the stored text is `v1.{nonce}.{tag}.{ciphertext}` (base64url). The authentication tag
 * makes a changed or foreign value fail to open instead of giving garbage.
 * See docs/decisions/008-settings-encryption-key.md.
 */
export type SecretBox = {
  seal(plaintext: string): string;
  /** The plaintext, or null when the value was sealed with another key or was changed. */
  open(sealed: string): string | null;
};

const VERSION = 'v1';

export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.byteLength !== 32) throw new Error('the settings encryption key must be 32 bytes');
  return {
    seal(plaintext) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), ciphertext].map((part) =>
        part.toString('base64url'),
      );
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, nonce, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || ciphertext === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
