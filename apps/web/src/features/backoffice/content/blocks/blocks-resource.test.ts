import { blockInputSchema, type StaffBlock } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { resourceProblems } from '../../resource/resource-checks.ts';
import { blocksResource } from './blocks-resource.tsx';

const block: StaffBlock = {
  id: 3,
  identifier: 'catering-hinweis',
  name: 'Catering-Hinweis',
  type: 'link',
  value: { linkLabel: 'Anfragen', linkUrl: '/catering', linkType: 'button' },
  isEnabled: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  usages: [{ id: 1, name: 'Willkommen (/)' }],
};

describe('blocksResource (spec §3 content block types, decision 036)', () => {
  it('keeps the rules of a declaration', () => {
    expect(resourceProblems(blocksResource)).toEqual([]);
  });

  it('sends a loaded block back as the contract accepts it', () => {
    const body = blocksResource.toBody(blocksResource.toValues(block), 'edit');
    expect(body).toMatchObject({ type: 'link', value: block.value });
    expect(blockInputSchema.safeParse(body).success).toBe(true);
  });

  it('drops the values of the type it was before a type switch', () => {
    const values = { ...blocksResource.toValues(block), type: 'color' };
    expect(blocksResource.toBody(values, 'edit')).toMatchObject({ value: { color: 'white' } });
    expect((blocksResource.toBody(values, 'edit') as { value: object }).value).not.toHaveProperty(
      'linkUrl',
    );
  });
});
