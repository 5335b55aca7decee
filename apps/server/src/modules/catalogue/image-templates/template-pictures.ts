import { createHash } from 'node:crypto';
import type { Database } from '../../../platform/database.ts';
import type { FileStorage } from '../../../platform/file-storage.ts';
import { loadImageTemplates } from './image-templates.resource.ts';
import { type RenderFormat, renderTemplate, templateData } from './template-render.ts';

/**
 * A template's picture for other areas (docs/decisions/047-templates-on-tvs-and-labour-report.md):
 * the TV player shows a template as the server's render. Its version is a hash of what the
 * picture is drawn from — size, background, layers and the catalogue data the layers bind
 * (names, prices, price lists of today) — so a changed price or layer gives a new version, and
 * the player's next poll sees a new address without anyone touching the signage.
 */

type Deps = { db: Database; storage: FileStorage };

async function versionOf(db: Database, templateId: number, businessDay: string) {
  const [template] = await loadImageTemplates(db, [templateId]);
  if (!template) return null;
  const data = await templateData(db, template.layers, businessDay);
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        width: template.width,
        height: template.height,
        backgroundColor: template.backgroundColor,
        layers: template.layers,
        products: [...data.products],
        categories: [...data.categories],
      }),
    )
    .digest('hex')
    .slice(0, 16);
  return { template, version: hash };
}

/** The versions of these templates now (a missing template has none). */
export async function templatePictureVersions(
  db: Database,
  templateIds: readonly number[],
  businessDay: string,
): Promise<Map<number, string>> {
  const versions = new Map<number, string>();
  for (const id of new Set(templateIds)) {
    const found = await versionOf(db, id, businessDay);
    if (found) versions.set(id, found.version);
  }
  return versions;
}

/** Renders kept by version: ten TVs showing one board render it once. */
const rendered = new Map<string, Buffer>();
const KEPT_RENDERS = 32;

/** The template's picture as it is now, with its version; null when the template is gone. */
export async function templatePicture(
  deps: Deps,
  templateId: number,
  format: RenderFormat,
  businessDay: string,
): Promise<{ version: string; bytes: Buffer } | null> {
  const found = await versionOf(deps.db, templateId, businessDay);
  if (!found) return null;
  const key = `${templateId}:${found.version}:${format}`;
  const kept = rendered.get(key);
  if (kept) return { version: found.version, bytes: kept };
  const bytes = await renderTemplate(deps, found.template, format, businessDay);
  rendered.set(key, bytes);
  if (rendered.size > KEPT_RENDERS) rendered.delete(rendered.keys().next().value as string);
  return { version: found.version, bytes };
}
