import { loadSharp } from '../platform/sharp.ts';

/** What a generated picture shows; each kind has its own simple motif. */
export type ArtKind =
  | 'pizza'
  | 'bread'
  | 'roll'
  | 'pretzel'
  | 'cake'
  | 'torte'
  | 'cup'
  | 'glass'
  | 'bowl'
  | 'soup'
  | 'plate'
  | 'croissant'
  | 'storefront'
  | 'logo'
  | 'heart'
  | 'flyer';

export type ArtRequest = {
  kind: ArtKind;
  /** Varies colours and details so that pictures of one kind differ; also the image name. */
  seed: string;
  /** Two background colours (gradient). */
  palette: readonly [string, string];
  width?: number;
  height?: number;
};

export type RenderedImage = {
  bytes: Uint8Array;
  width: number;
  height: number;
  mimeType: 'image/webp';
  extension: 'webp';
};

/** Pixel size of a picture (800 × 600 unless the request says otherwise). */
export function artSize(request: ArtRequest): { width: number; height: number } {
  return { width: request.width ?? 800, height: request.height ?? 600 };
}

/** The encoding every generated picture has. */
export const ART_FORMAT = { mimeType: 'image/webp', extension: 'webp' } as const;

/** Renders a motif as an SVG and encodes it as WebP with sharp (no download, no fonts needed). */
export async function renderSeedImage(request: ArtRequest): Promise<RenderedImage> {
  const { width, height } = artSize(request);
  const svg = buildSvg(request, width, height);
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 72, effort: 1 }).toBuffer();
  return { bytes: new Uint8Array(bytes), width, height, ...ART_FORMAT };
}

/** Deterministic pseudo-random numbers from a text, so a seed run always draws the same art. */
function randomFrom(text: string): () => number {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function buildSvg(request: ArtRequest, width: number, height: number): string {
  const random = randomFrom(request.seed);
  const [from, to] = request.palette;
  const scale = Math.min(width / 800, height / 600);
  const motif = MOTIFS[request.kind](random);
  const dots = Array.from({ length: 14 }, () => {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const r = Math.round(8 + random() * 30);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="0.12"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>${dots}
<g transform="translate(${width / 2} ${height / 2}) scale(${scale.toFixed(3)})">
<ellipse cx="0" cy="190" rx="250" ry="28" fill="#000" opacity="0.12"/>${motif}</g></svg>`;
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const MOTIFS: Record<ArtKind, (random: () => number) => string> = {
  pizza: (random) => {
    const toppings = Array.from({ length: 16 }, (_, index) => {
      const angle = (index / 16) * Math.PI * 2 + random();
      const distance = 40 + random() * 120;
      const color = pick(random, ['#b3261e', '#3d7a2a', '#f4e3b5', '#5b3a29', '#e8b33a']);
      return `<circle cx="${(Math.cos(angle) * distance).toFixed(1)}" cy="${(Math.sin(angle) * distance).toFixed(1)}" r="${(14 + random() * 10).toFixed(1)}" fill="${color}"/>`;
    }).join('');
    return `<circle r="220" fill="#d9a05b"/><circle r="190" fill="#c8412c"/><circle r="180" fill="#f2c94c" opacity="0.85"/>${toppings}`;
  },
  bread: (random) => {
    const crust = pick(random, ['#a0612b', '#8a4f22', '#b87333', '#6e3b1a']);
    const cuts = [-90, -30, 30, 90]
      .map(
        (x) =>
          `<path d="M${x - 30} -70 Q${x} -20 ${x + 30} 60" stroke="#f3d9a4" stroke-width="12" fill="none" stroke-linecap="round"/>`,
      )
      .join('');
    return `<ellipse rx="240" ry="150" fill="${crust}"/><ellipse rx="225" ry="132" cy="-8" fill="#c98b4a" opacity="0.6"/>${cuts}`;
  },
  roll: (random) => {
    const crust = pick(random, ['#c07a3a', '#a8642b', '#d08e4c']);
    const seeds = Array.from(
      { length: 22 },
      () =>
        `<ellipse cx="${(random() * 220 - 110).toFixed(1)}" cy="${(random() * 120 - 80).toFixed(1)}" rx="6" ry="3" fill="#f7e7c1"/>`,
    ).join('');
    return `<ellipse rx="160" ry="120" fill="${crust}"/><path d="M-120 -10 Q0 -90 120 -10" stroke="#8a4f22" stroke-width="10" fill="none"/>${seeds}`;
  },
  pretzel: () =>
    `<path d="M-150 80 C-260 -60 -120 -190 0 -60 C120 -190 260 -60 150 80 C60 170 -60 170 -150 80 Z M-60 40 L60 -40 M60 40 L-60 -40" stroke="#8b4513" stroke-width="44" fill="none" stroke-linecap="round"/><g fill="#fff">${[-120, -60, 0, 60, 120].map((x) => `<rect x="${x}" y="${-120 + Math.abs(x) / 2}" width="8" height="8"/>`).join('')}</g>`,
  croissant: () =>
    `<path d="M-220 40 Q-120 -170 0 -150 Q120 -170 220 40 Q120 -20 0 -20 Q-120 -20 -220 40 Z" fill="#d9963f"/><path d="M-80 -140 L-60 -20 M0 -150 L0 -20 M80 -140 L60 -20" stroke="#a8642b" stroke-width="10"/>`,
  cake: (random) => {
    const cream = pick(random, ['#fff4e0', '#fde2e4', '#f5e6cc']);
    const fruit = pick(random, ['#b3261e', '#6b2e5f', '#e8b33a', '#3d7a2a']);
    return `<path d="M-200 150 L200 150 L200 -20 L-200 -120 Z" fill="#e9c48a"/><path d="M-200 60 L200 60 L200 90 L-200 90 Z" fill="${cream}"/><path d="M-200 -120 L200 -20 L200 0 L-200 -95 Z" fill="${cream}"/>${[-140, -60, 20, 100].map((x) => `<circle cx="${x}" cy="${-100 + (x + 200) / 4}" r="20" fill="${fruit}"/>`).join('')}`;
  },
  torte: (random) => {
    const top = pick(random, ['#5b2a1a', '#fde2e4', '#fff4e0']);
    return `<rect x="-210" y="-60" width="420" height="200" rx="20" fill="#7a3b1f"/><ellipse cy="-60" rx="210" ry="60" fill="${top}"/><rect x="-210" y="40" width="420" height="24" fill="#fff4e0"/>${[-150, -75, 0, 75, 150].map((x) => `<circle cx="${x}" cy="-80" r="18" fill="#b3261e"/><circle cx="${x}" cy="-96" r="12" fill="#fff"/>`).join('')}`;
  },
  cup: (random) => {
    const drink = pick(random, ['#6f4e37', '#c69c6d', '#4b2e1e', '#d2a679']);
    return `<path d="M-150 -80 L150 -80 L120 140 L-120 140 Z" fill="#fafafa"/><ellipse cy="-80" rx="150" ry="36" fill="#e0e0e0"/><ellipse cy="-80" rx="132" ry="28" fill="${drink}"/><path d="M150 -30 C240 -30 240 80 130 90" stroke="#fafafa" stroke-width="26" fill="none"/><path d="M-50 -140 Q-20 -180 -50 -220 M30 -140 Q60 -180 30 -220" stroke="#fff" stroke-width="10" fill="none" opacity="0.7"/>`;
  },
  glass: (random) => {
    const drink = pick(random, ['#f2b134', '#e4572e', '#b8d8ba', '#3b1f0e', '#ffd166', '#dcecf7']);
    const bubbles = Array.from(
      { length: 10 },
      () =>
        `<circle cx="${(random() * 150 - 75).toFixed(1)}" cy="${(random() * 220 - 80).toFixed(1)}" r="${(4 + random() * 6).toFixed(1)}" fill="#fff" opacity="0.6"/>`,
    ).join('');
    return `<path d="M-100 -170 L100 -170 L80 170 L-80 170 Z" fill="#ffffff" opacity="0.5"/><path d="M-92 -110 L92 -110 L78 162 L-78 162 Z" fill="${drink}"/>${bubbles}<rect x="30" y="-240" width="14" height="200" fill="#e4572e" transform="rotate(12)"/>`;
  },
  bowl: (random) => {
    const leaves = Array.from({ length: 12 }, () => {
      const color = pick(random, [
        '#3d7a2a',
        '#7cb342',
        '#c0ca33',
        '#e53935',
        '#fb8c00',
        '#8e24aa',
      ]);
      return `<ellipse cx="${(random() * 300 - 150).toFixed(1)}" cy="${(random() * 60 - 60).toFixed(1)}" rx="${(30 + random() * 20).toFixed(1)}" ry="18" fill="${color}" transform="rotate(${Math.round(random() * 180)})"/>`;
    }).join('');
    return `${leaves}<path d="M-230 -20 L230 -20 Q200 170 0 170 Q-200 170 -230 -20 Z" fill="#f5f5f5"/><path d="M-230 -20 L230 -20" stroke="#ddd" stroke-width="8"/>`;
  },
  soup: (random) => {
    const soup = pick(random, ['#f28c28', '#c0392b', '#8bc34a', '#e6b85c']);
    return `<ellipse cy="-20" rx="230" ry="70" fill="#fafafa"/><ellipse cy="-20" rx="205" ry="55" fill="${soup}"/><path d="M-230 -20 Q-200 170 0 170 Q200 170 230 -20" fill="#fafafa"/><circle cx="-60" cy="-30" r="10" fill="#fff" opacity="0.7"/><circle cx="50" cy="-10" r="8" fill="#3d7a2a"/>`;
  },
  plate: (random) => {
    const side = pick(random, ['#e53935', '#7cb342', '#fb8c00']);
    return `<ellipse rx="240" ry="150" fill="#fafafa"/><ellipse rx="190" ry="112" fill="#eeeeee"/><ellipse cx="-60" rx="70" ry="50" fill="#fff"/><circle cx="-60" r="26" fill="#f9a825"/><rect x="30" y="-50" width="120" height="70" rx="16" fill="#c98b4a"/><circle cx="90" cy="60" r="22" fill="${side}"/>`;
  },
  storefront: (random) => {
    const awning = pick(random, ['#e4572e', '#2e7d32', '#1565c0', '#f9a825']);
    const stripes = Array.from(
      { length: 8 },
      (_, index) =>
        `<rect x="${-240 + index * 60}" y="-170" width="30" height="70" fill="#fff" opacity="0.8"/>`,
    ).join('');
    return `<rect x="-240" y="-100" width="480" height="260" fill="#fff8e7"/><rect x="-240" y="-170" width="480" height="70" fill="${awning}"/>${stripes}<rect x="-200" y="-50" width="160" height="120" fill="#90caf9"/><rect x="40" y="-50" width="160" height="210" fill="#8d6e63"/><circle cx="170" cy="60" r="8" fill="#f9a825"/>`;
  },
  logo: () =>
    `<circle r="200" fill="#fff8e7"/><circle r="90" fill="#f9a825"/>${Array.from({ length: 12 }, (_, index) => `<rect x="-10" y="-190" width="20" height="70" rx="10" fill="#f9a825" transform="rotate(${index * 30})"/>`).join('')}`,
  heart: (random) => {
    const color = pick(random, ['#e53935', '#8e24aa', '#2e7d32']);
    return `<path d="M0 160 C-260 0 -200 -200 0 -90 C200 -200 260 0 0 160 Z" fill="${color}"/><path d="M-80 -60 Q-40 -110 0 -60" stroke="#fff" stroke-width="12" fill="none" opacity="0.6"/>`;
  },
  flyer: (random) => {
    const accent = pick(random, ['#e4572e', '#2e7d32', '#1565c0']);
    return `<rect x="-170" y="-220" width="340" height="440" rx="12" fill="#fff"/><rect x="-140" y="-190" width="280" height="140" fill="${accent}"/>${[0, 40, 80, 120, 160].map((y) => `<rect x="-140" y="${y - 20}" width="${200 + (y % 80)}" height="16" rx="8" fill="#bdbdbd"/>`).join('')}`;
  },
};
