import { describe, expect, it } from 'vitest';
import {
  acceptedUploadExtensions,
  allowsMultipleUploads,
  isUploadAccepted,
  MAX_UPLOAD_BYTES,
  parseUploadReference,
  uploadAcceptAttribute,
  uploadFailureMessage,
  uploadReference,
} from './uploads.ts';

describe('upload rules (spec §5 Uploads)', () => {
  it.each([
    ['image', '.jpg,.jpeg,.png,.gif'],
    ['images', '.jpg,.jpeg,.png,.gif'],
    [
      'file',
      '.txt,.csv,.gif,.jpg,.jpeg,.png,.svg,.mp4,.mpeg,.webm,.zip,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx',
    ],
    ['text', ''],
  ] as const)('%s parts accept "%s"', (type, accept) => {
    expect(uploadAcceptAttribute(type)).toBe(accept);
  });

  it.each([
    ['image', 'Foto.JPG', true],
    ['image', 'scan.pdf', false],
    ['files', 'scan.pdf', true],
    ['file', 'archiv.tar.gz', false],
    ['file', 'ohne-endung', false],
    ['select', 'bild.png', false],
  ] as const)('%s accepts %s: %s', (type, name, accepted) => {
    expect(isUploadAccepted(type, name)).toBe(accepted);
  });

  it('allows several files only for images and files parts', () => {
    expect(
      ['image', 'images', 'file', 'files'].map((t) => allowsMultipleUploads(t as 'image')),
    ).toEqual([false, true, false, true]);
    expect(acceptedUploadExtensions('multiselect')).toEqual([]);
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
  });

  it('writes the failure alert of spec §8 with the file name', () => {
    expect(uploadFailureMessage('<b>x</b>.png')).toBe(
      'Die ausgewählte Datei "<b>x</b>.png" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
    );
  });
});

describe('upload references in part values', () => {
  const upload = { id: 'a1b2c3', version: 1, extension: 'png', publicHash: 'f'.repeat(32) };

  it('is the public path of spec §7 with the file name', () => {
    expect(uploadReference(upload, 'Mein Foto & mehr.png')).toBe(
      `/upload/${'f'.repeat(32)}/a1b2c3-1.png?name=Mein%20Foto%20%26%20mehr.png`,
    );
  });

  it.each([['Foto.png'], ['Ünïcode ✓.png'], ['?name=x&y#z.png'], ['']])(
    'round-trips the name %j',
    (name) => {
      const parsed = parseUploadReference(uploadReference(upload, name));
      expect(parsed).toEqual({ ...upload, name: name || 'a1b2c3.png' });
    },
  );

  it.each([
    ['/upload/hash/id-1.png', { name: 'id.png' }],
    ['/upload/hash/abc-def-2.PDF?name=x.pdf', { id: 'abc-def', version: 2, extension: 'pdf' }],
  ])('reads %s', (reference, expected) => {
    expect(parseUploadReference(reference)).toMatchObject(expected);
  });

  it.each([
    ['Freitext'],
    ['/image/1-1.png'],
    ['/upload/hash/id.png'],
    ['/upload/hash/id-1.png?name=%E0%A4%A'],
  ])('refuses %j', (reference) => {
    expect(parseUploadReference(reference)).toBeNull();
  });
});
