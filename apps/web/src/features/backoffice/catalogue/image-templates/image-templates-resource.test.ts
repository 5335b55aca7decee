import { imageTemplateInputSchema, templateLayerSchema } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { resourceProblems } from '../../resource/resource-checks.ts';
import { imageTemplatesResource, templateBodyOf } from './image-templates-resource.tsx';
import { newLayer } from './template-layers-field.tsx';

const canvas = { width: 1920, height: 1080 };

/** The image template declaration and its editor's new layers (decision 039). */
describe('image templates resource', () => {
  it('is a consistent declaration', () => {
    expect(resourceProblems(imageTemplatesResource)).toEqual([]);
  });

  it.each([
    ['text', {}],
    ['shape', {}],
    ['image', { image: 4 }],
    ['product', { product: 2 }],
    ['priceList', { category: 7 }],
  ] as const)(
    'a new %s layer lies inside the canvas and is accepted by the server',
    (type, ids) => {
      const layer = newLayer(type, canvas, ids);
      const body = templateBodyOf({
        ...imageTemplatesResource.emptyValues,
        identifier: 'tafel',
        name: 'Tafel',
        layers: [layer],
      });
      const parsed = imageTemplateInputSchema.safeParse(body);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(layer.x + layer.width).toBeLessThanOrEqual(canvas.width);
      expect(layer.y + layer.height).toBeLessThanOrEqual(canvas.height);
    },
  );

  it('round-trips a template and sends a blank background as none', () => {
    const template = {
      id: 3,
      identifier: 'fruehstueck',
      name: 'Frühstück',
      width: 1080,
      height: 1920,
      backgroundColor: null,
      layers: [templateLayerSchema.parse(newLayer('shape', canvas, {}))],
    };
    const body = imageTemplatesResource.toBody(imageTemplatesResource.toValues(template), 'edit');
    const { id: _id, ...input } = template;
    expect(body).toEqual(input);
  });

  it('refuses a template whose size is not a number', () => {
    const body = templateBodyOf({
      ...imageTemplatesResource.emptyValues,
      identifier: 'tafel',
      name: 'Tafel',
      width: '',
    });
    const parsed = imageTemplateInputSchema.safeParse(body);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['width']);
  });
});
