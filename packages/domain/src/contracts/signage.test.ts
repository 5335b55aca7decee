import { describe, expect, it } from 'vitest';
import { isFramableAddress, SIGNAGE_MESSAGES, signageSegmentInputSchema } from './signage.ts';

describe('isFramableAddress: a web page a TV may frame (decision 055 "Web pages")', () => {
  it.each([
    ['https://www.example.de/aktionen', true],
    ['https://example.de', true],
    ['https://example.de:8443/tafel?x=1#oben', true],
    ['http://example.de', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<p>x</p>', false],
    ['//example.de/seite', false],
    ['www.example.de', false],
    ['https://nutzer:geheim@example.de/', false],
    ['', false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isFramableAddress(value)).toBe(expected);
  });
});

describe('a web page segment', () => {
  const base = { name: 'Aktionen', kind: 'webPage', durationSeconds: 20 } as const;

  it.each([
    { url: 'https://www.example.de/aktionen', message: null },
    { url: '  https://www.example.de/aktionen  ', message: null },
    { url: 'http://www.example.de', message: SIGNAGE_MESSAGES.webPageUrl },
    { url: '', message: SIGNAGE_MESSAGES.webPageUrl },
    { url: null, message: SIGNAGE_MESSAGES.webPageUrl },
    { url: 42, message: SIGNAGE_MESSAGES.webPageUrl },
    { url: `https://example.de/${'a'.repeat(2000)}`, message: SIGNAGE_MESSAGES.webPageUrl },
  ])('url $url → $message', ({ url, message }) => {
    const result = signageSegmentInputSchema.safeParse({ ...base, url });
    if (message === null) {
      expect(result.success).toBe(true);
      expect(result.data?.url).toBe('https://www.example.de/aktionen');
    } else {
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['url', message],
      ]);
    }
  });

  it('other kinds need no address', () => {
    const result = signageSegmentInputSchema.safeParse({
      name: 'Tafel',
      kind: 'menuBoard',
      durationSeconds: 20,
      categoryId: 3,
    });
    expect(result.success && result.data.url).toBe(null);
  });
});

describe('a video segment', () => {
  const base = { name: 'Backstube', kind: 'video', durationSeconds: 30 } as const;

  it.each([
    { uploadId: 'f3c2a9d0-1b2c-4d5e-8f90-123456789abc', message: null },
    { uploadId: null, message: SIGNAGE_MESSAGES.videoRequired },
    { uploadId: undefined, message: SIGNAGE_MESSAGES.videoRequired },
    { uploadId: '../etc/passwd', message: SIGNAGE_MESSAGES.videoRequired },
    { uploadId: 7, message: SIGNAGE_MESSAGES.videoRequired },
  ])('uploadId $uploadId → $message', ({ uploadId, message }) => {
    const result = signageSegmentInputSchema.safeParse({ ...base, uploadId });
    if (message === null) {
      expect(result.success).toBe(true);
    } else {
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['uploadId', message],
      ]);
    }
  });
});
