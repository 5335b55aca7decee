import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { DatabaseFileStorage, fileKeys } from '../platform/file-storage.ts';

// Tests of platform/file-storage.ts (kept here with the seed, which is its first user).
let database: TestDatabase;
let storage: DatabaseFileStorage;
beforeAll(async () => {
  database = await createTestDatabase();
  storage = new DatabaseFileStorage(database.db);
});
afterAll(() => database.close());

describe('DatabaseFileStorage', () => {
  const cases: [string, Uint8Array][] = [
    ['empty', new Uint8Array()],
    ['zero bytes and high bytes', Uint8Array.from([0, 0, 255, 128, 0])],
    [
      'longer than one base64 line',
      Uint8Array.from({ length: 100_003 }, (_, index) => (index * 31) % 256),
    ],
  ];
  it.each(cases)('returns exactly the bytes it was given (%s)', async (name, bytes) => {
    await storage.put(`test/${name}`, bytes, 'application/octet-stream');
    const file = await storage.get(`test/${name}`);
    expect(file?.mimeType).toBe('application/octet-stream');
    expect(Buffer.from(file?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true);
  });

  it('replaces a key on a second put and forgets it on delete', async () => {
    await storage.put('test/replace', Uint8Array.from([1]), 'image/png');
    await storage.put('test/replace', Uint8Array.from([2, 3]), 'image/webp');
    expect(await storage.get('test/replace')).toEqual({
      bytes: expect.objectContaining({ length: 2 }),
      mimeType: 'image/webp',
    });
    await storage.delete('test/replace');
    expect(await storage.get('test/replace')).toBeNull();
    await expect(storage.delete('test/replace')).resolves.toBeUndefined();
  });

  it('names image and upload keys as the public paths do', () => {
    expect(fileKeys.image({ id: 12, version: 3, extension: 'webp' })).toBe('image/12-3.webp');
    expect(fileKeys.upload({ id: 'abc', version: 1, extension: 'pdf', publicHash: 'f00' })).toBe(
      'upload/f00/abc-1.pdf',
    );
  });
});
