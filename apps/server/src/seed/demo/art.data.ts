import type { ArtRequest } from '../seed-images.ts';
import type { BranchSeed } from './branches.data.ts';
import { CATEGORY_SEEDS, PALETTES, PRODUCT_SEEDS } from './catalogue.data.ts';
import { DONATEE_SEEDS } from './content.data.ts';

/** A picture the demo shop needs: `key` names it in the seed, `name` is shown in the back-office. */
export type ArtItem = { key: string; name: string; request: ArtRequest };

const THEME: readonly [string, string] = ['#FFE9C1', '#D5E6BC'];

/** Every picture of the demo shop: products, categories, branches, logo, donatees, home page. */
export function listDemoArt(branchSeeds: BranchSeed[]): ArtItem[] {
  return [
    ...PRODUCT_SEEDS.map((seed) => ({
      key: `product:${seed.key}`,
      name: seed.product.name,
      request: { kind: seed.art, seed: seed.key, palette: PALETTES[seed.category] },
    })),
    ...CATEGORY_SEEDS.map((category) => ({
      key: `category:${category.key}`,
      name: `Kategorie ${category.name}`,
      request: { kind: category.art, seed: `category-${category.key}`, palette: category.palette },
    })),
    ...branchSeeds.map(({ branch }) => ({
      key: `branch:${branch.identifier}`,
      name: branch.name,
      request: {
        kind: 'storefront' as const,
        seed: branch.identifier,
        palette: ['#BBDEFB', '#FFE9C1'] as const,
      },
    })),
    {
      key: 'logo',
      name: 'Logo Backstube Sonnenschein',
      request: {
        kind: 'logo',
        seed: 'logo',
        palette: ['#FFB300', '#FFE9C1'],
        width: 400,
        height: 400,
      },
    },
    ...DONATEE_SEEDS.map((donatee) => ({
      key: `donatee:${donatee.identifier}`,
      name: donatee.name,
      request: {
        kind: 'heart' as const,
        seed: donatee.identifier,
        palette: THEME,
        width: 400,
        height: 400,
      },
    })),
    {
      key: 'hero',
      name: 'Startseite Titelbild',
      request: {
        kind: 'bread',
        seed: 'hero',
        palette: ['#FFE9C1', '#FFB74D'],
        width: 1200,
        height: 500,
      },
    },
    {
      key: 'teaser',
      name: 'Startseite Pizza',
      request: { kind: 'pizza', seed: 'teaser', palette: ['#D5E6BC', '#FFE9C1'] },
    },
  ];
}

/** Flyers of the home page slider, stored as uploads (spec §3: slides have file {publicHash, …}). */
export function listSlideArt(): ArtItem[] {
  return ['Wochenangebote', 'Adventsgebäck', 'Mittagstisch'].map((name, index) => ({
    key: `slide:${index}`,
    name: `Flugblatt ${name}.webp`,
    request: { kind: 'flyer', seed: `slide-${index}`, palette: THEME, width: 600, height: 800 },
  }));
}
