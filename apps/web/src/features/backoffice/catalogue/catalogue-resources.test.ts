import { describe, expect, it } from 'vitest';
import { resourceProblems } from '../resource/resource-checks.ts';
import { categoriesResource } from './categories-resource.tsx';
import { menusResource } from './menus-resource.tsx';
import { productGroupsResource } from './product-groups-resource.tsx';
import { productsResource } from './products-resource.tsx';
import { tagsResource } from './tags-resource.tsx';

// Every catalogue declaration keeps the rules the generic pages rely on (docs/decisions/009).
describe('catalogue declarations', () => {
  it.each([
    ['products', () => resourceProblems(productsResource)],
    ['categories', () => resourceProblems(categoriesResource)],
    ['menus', () => resourceProblems(menusResource)],
    ['product groups', () => resourceProblems(productGroupsResource)],
    ['tags', () => resourceProblems(tagsResource)],
  ])('%s keeps the rules of a declaration', (_name, problems) => {
    expect(problems()).toEqual([]);
  });
});
