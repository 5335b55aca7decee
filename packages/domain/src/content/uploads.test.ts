import { describe, expect, it } from 'vitest';
import { formatFileSize, uploadInUseMessage } from './uploads.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Byte'],
    [1, '1 Byte'],
    [1023, '1023 Byte'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1_258_291, '1,2 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [1024 * 1024 - 1, '1 MB'],
    [3.25 * 1024 * 1024 * 1024, '3,3 GB'],
    [-5, '0 Byte'],
    [Number.NaN, '0 Byte'],
  ])('%s bytes read "%s"', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('uploadInUseMessage', () => {
  it.each([
    {
      usages: [{ entity: 'site' as const, name: 'Weihnachten (/weihnachten)' }],
      expected:
        'Die Datei wird noch verwendet (Seite „Weihnachten (/weihnachten)“) und kann nicht gelöscht werden. Bitte entfernen Sie sie dort zuerst.',
    },
    {
      usages: [
        { entity: 'block' as const, name: 'Frühstück' },
        { entity: 'navigation' as const, name: 'Fußzeile' },
        { entity: 'signageSegment' as const, name: 'Schaufenster' },
      ],
      expected:
        'Die Datei wird noch verwendet (Inhalt „Frühstück“, Navigation „Fußzeile“, Filmsequenz „Schaufenster“) und kann nicht gelöscht werden. Bitte entfernen Sie sie dort zuerst.',
    },
    {
      usages: Array.from({ length: 7 }, (_, i) => ({ entity: 'order' as const, name: `#${i}` })),
      expected:
        'Die Datei wird noch verwendet (Bestellung „#0“, Bestellung „#1“, Bestellung „#2“, Bestellung „#3“, Bestellung „#4“ und 2 weitere) und kann nicht gelöscht werden. Bitte entfernen Sie sie dort zuerst.',
    },
  ])('$expected', ({ usages, expected }) => {
    expect(uploadInUseMessage(usages)).toBe(expected);
  });
});
