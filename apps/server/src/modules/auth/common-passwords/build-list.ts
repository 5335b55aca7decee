import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { GERMAN_SUPPLEMENT } from './german-supplement.ts';

/**
 * Rebuilds common-passwords.txt.gz (see README.md beside this file):
 *   npx tsx apps/server/src/modules/auth/common-passwords/build-list.ts <passwords.json>
 * where passwords.json is the frequency-ordered list of @zxcvbn-ts/language-common (src/).
 * Keeps the 10,000 most common entries, every longer entry (≥ 10 characters, the ones the length
 * rule lets through) and the German supplement; lower case, one per line, gzip.
 */
const TOP_COUNT = 10_000;
const LONG_LENGTH = 10;

const source = process.argv[2];
if (!source) {
  console.error('usage: build-list.ts <passwords.json>');
  process.exit(1);
}
const ranked = JSON.parse(fs.readFileSync(source, 'utf8')) as string[];
const chosen = new Set<string>();
for (const [rank, password] of ranked.entries()) {
  if (rank < TOP_COUNT || password.length >= LONG_LENGTH) chosen.add(password.toLowerCase());
}
for (const password of GERMAN_SUPPLEMENT) chosen.add(password);
const text = `${[...chosen].join('\n')}\n`;
const target = path.join(import.meta.dirname, 'common-passwords.txt.gz');
fs.writeFileSync(target, zlib.gzipSync(text, { level: 9 }));
console.log(`${chosen.size} passwords → ${target}`);
