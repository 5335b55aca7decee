import { ELLIPSIS } from '@shop/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApi, type StaffApi } from '../../../../test/staff-api.ts';

/** Pixels differing by more than 8 in any channel. */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all(
    [a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()),
  );
  let count = 0;
  for (let index = 0; index < left!.length; index += 3) {
    for (let channel = 0; channel < 3; channel++) {
      if (Math.abs(left![index + channel]! - right![index + channel]!) > 8) {
        count++;
        break;
      }
    }
  }
  return count;
}

/**
 * A text cut by its line limit ends its last line with "…" in the server's render, which is also
 * the editor's preview (docs/decisions/047-templates-on-tvs-and-labour-report.md).
 */
describe('text layers cut by their line limit', () => {
  let api: StaffApi;
  beforeAll(async () => {
    api = await createStaffApi();
  });
  afterAll(() => api.close());

  const preview = async (text: string, maxLines: number) => {
    const response = await api.call('POST', '/api/image-templates/preview.png', {
      identifier: 'ellipse',
      name: 'Ellipse',
      width: 400,
      height: 200,
      backgroundColor: '#ffffff',
      layers: [
        {
          type: 'text',
          name: 'Text',
          x: 10,
          y: 10,
          width: 380,
          height: 180,
          text,
          fontFamily: 'Roboto',
          fontVariant: 'regular',
          fontSize: 40,
          color: '#000000',
          maxLines,
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload;
  };

  it.each([1, 2])(
    'ends the last of %i lines with "…" after the last whole word that fits',
    async (maxLines) => {
      const words = Array.from({ length: 20 }, () => 'Brot');
      const cut = await preview(words.join(' '), maxLines);
      const candidates: { k: number; withEllipsis: number; without: number }[] = [];
      for (let k = 1; k <= 7 * maxLines; k++) {
        const beginning = words.slice(0, k).join(' ');
        candidates.push({
          k,
          withEllipsis: await differingPixels(cut, await preview(`${beginning}${ELLIPSIS}`, 5)),
          without: await differingPixels(cut, await preview(beginning, 5)),
        });
      }
      const same = candidates.filter((candidate) => candidate.withEllipsis === 0);
      expect(same, JSON.stringify(candidates)).toHaveLength(1);
      expect(candidates.every((candidate) => candidate.without > 0)).toBe(true);
    },
  );

  it('leaves a text within its limit as it is', async () => {
    const whole = await preview('Brot und Butter', 1);
    expect(await differingPixels(whole, await preview('Brot und Butter', 5))).toBe(0);
  });
});
