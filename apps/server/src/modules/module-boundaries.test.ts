import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { TABLE_OWNERS } from '../db/table-owners.ts';

// A module never reaches into another module's tables (docs/decisions/024-server-area-modules.md):
// it imports from db/schema only the tables it owns and reads others through `<owner>.read-model.ts`.
const MODULES_DIR = import.meta.dirname;
/**
 * Test helpers set up any state; they are not part of a module's runtime: the test-support module
 * (browser tests) and every `*.test-support.ts` file (server tests' fixtures).
 */
const EXEMPT_MODULES = new Set(['test-support']);
const isTestHelper = (file: string) => file.endsWith('.test-support.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Names imported from db/schema in one file's source. */
export function schemaImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (match[1] || !/\/db\/schema(\/|')/.test(`${match[3]}'`)) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name && !part.trim().startsWith('type ')) names.push(name);
    }
  }
  return names;
}

export function boundaryViolations(): string[] {
  const owners: Record<string, string> = TABLE_OWNERS;
  const violations: string[] = [];
  for (const file of sourceFiles(MODULES_DIR)) {
    const relative = path.relative(MODULES_DIR, file).split(path.sep).join('/');
    const module = relative.split('/')[0] ?? '';
    if (EXEMPT_MODULES.has(module) || isTestHelper(relative) || !relative.includes('/')) continue;
    for (const name of schemaImports(fs.readFileSync(file, 'utf8'))) {
      const owner = owners[name];
      if (owner && owner !== 'shared' && owner !== module) {
        violations.push(`${relative}: ${name} (owner ${owner})`);
      }
    }
  }
  return violations.sort();
}

describe('module boundaries', () => {
  it('gives every table in db/schema an owner', () => {
    const tables = Object.entries(schema)
      .filter(
        ([, value]) =>
          typeof value === 'object' &&
          value !== null &&
          Symbol.for('drizzle:IsDrizzleTable') in value,
      )
      .map(([name]) => name);
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((name) => !(name in TABLE_OWNERS))).toEqual([]);
  });

  it('no module imports another module’s tables', () => {
    expect(boundaryViolations()).toEqual([]);
  });
});
