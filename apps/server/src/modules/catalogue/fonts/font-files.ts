import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { type FontFamily, SELF_HOSTED_FONTS, selfHostedFont } from '@shop/domain';

/**
 * The self-hosted fonts (spec §7 GET /api/fonts, /fonts/google/{family}/style-{variant}.embed.css;
 * docs/decisions/039-image-templates-and-fonts.md): the OFL families of the @fontsource npm
 * packages, served by this server so no visitor's browser contacts a third-party font host.
 */

const require = createRequire(import.meta.url);
const FILE_NAME = /^([a-z0-9-]+)-([a-z-]+)-([1-9]00)-(normal|italic)\.(woff2|woff)$/;

/** The folder of a font package's files. */
function packageDir(packageName: string): string {
  return dirname(require.resolve(`@fontsource/${packageName}/package.json`));
}

/** 'regular' → 400 normal, '700italic' → 700 italic. */
export function weightAndStyle(variant: string): { weight: string; style: 'normal' | 'italic' } {
  const style = variant.endsWith('italic') ? 'italic' : 'normal';
  const weight = variant.replace('italic', '').replace('regular', '') || '400';
  return { weight, style };
}

export function fontStylesheetPath(family: string, variant: string): string {
  return `/fonts/google/${encodeURIComponent(family.replace(/ /g, '+'))}/style-${variant}.embed.css`;
}

/** GET /api/fonts: each family with its variants and the stylesheet of each. */
export function fontFamilies(): FontFamily[] {
  return SELF_HOSTED_FONTS.map((font) => ({
    family: font.family,
    variants: [...font.variants],
    stylesheets: Object.fromEntries(
      font.variants.map((variant) => [variant, fontStylesheetPath(font.family, variant)]),
    ),
  }));
}

const stylesheets = new Map<string, Promise<string>>();

/**
 * The @font-face rules of one family and variant, pointing at /fonts/files/…; null for a family
 * or variant this shop does not serve. Read from the package once per family and variant.
 */
export function fontStylesheet(family: string, variant: string): Promise<string> | null {
  const font = selfHostedFont(family);
  if (!font || !(font.variants as readonly string[]).includes(variant)) return null;
  const key = `${font.family}/${variant}`;
  let css = stylesheets.get(key);
  if (!css) {
    const { weight, style } = weightAndStyle(variant);
    const file = join(
      packageDir(font.package),
      `${weight}${style === 'italic' ? '-italic' : ''}.css`,
    );
    css = readFile(file, 'utf8').then((text) =>
      text.replaceAll('url(./files/', 'url(/fonts/files/'),
    );
    stylesheets.set(key, css);
  }
  return css;
}

/** The bytes of a served font file (/fonts/files/{name}); null for any other name. */
export async function fontFile(name: string): Promise<{ bytes: Buffer; mimeType: string } | null> {
  const match = FILE_NAME.exec(name);
  const font = SELF_HOSTED_FONTS.find((entry) => entry.package === match?.[1]);
  if (!match || !font) return null;
  try {
    const bytes = await readFile(join(packageDir(font.package), 'files', name));
    return { bytes, mimeType: match[5] === 'woff2' ? 'font/woff2' : 'font/woff' };
  } catch {
    return null;
  }
}

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file it wraps (each table inflated, offsets
 * rewritten): the renderer's FreeType reads neither WOFF nor WOFF2, the packages ship no TTF.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  for (let index = 0; index < numTables; index++) {
    const entry = 44 + index * 20;
    const tableOffset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(tableOffset, tableOffset + compressed);
    const data = compressed < original ? inflateSync(raw) : raw;
    const record = 12 + index * 16;
    header.writeUInt32BE(woff.readUInt32BE(entry), record);
    header.writeUInt32BE(woff.readUInt32BE(entry + 16), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(original, record + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...bodies]);
}

const renderFiles = new Map<string, Promise<string>>();

/**
 * A TrueType file of a family's variant (Latin subset: German letters and "€") for the template
 * renderer, written once per process to the temporary folder; null for an unknown font.
 */
export function renderFontFile(family: string, variant: string): Promise<string> | null {
  const font = selfHostedFont(family);
  if (!font || !(font.variants as readonly string[]).includes(variant)) return null;
  const { weight, style } = weightAndStyle(variant);
  const name = `${font.package}-latin-${weight}-${style}`;
  let path = renderFiles.get(name);
  if (!path) {
    path = (async () => {
      const folder = join(tmpdir(), `shop-fonts-${process.pid}`);
      await mkdir(folder, { recursive: true });
      const target = join(folder, `${name}.ttf`);
      const woff = await readFile(join(packageDir(font.package), 'files', `${name}.woff`));
      await writeFile(target, woffToSfnt(woff));
      return target;
    })();
    renderFiles.set(name, path);
  }
  return path;
}
