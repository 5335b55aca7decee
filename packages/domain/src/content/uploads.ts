/**
 * The back-office upload library (spec §1 uploads, §7 CRUD uploads; docs/decisions/045-uploads-library.md):
 * file sizes as staff read them and the German refusal of deleting an upload that is still used.
 */

const UNITS = ['KB', 'MB', 'GB'] as const;
/** Built on first use: a browser's first Intl formatter loads ICU's locale data (money/format.ts). */
let decimal: Intl.NumberFormat | null = null;

/** "512 Byte", "1,2 MB": binary steps of 1024, one decimal at most, German decimal comma. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} Byte`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS) {
    value /= 1024;
    unit = next;
    if (Math.round(value * 10) / 10 < 1024) break;
  }
  decimal ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
  return `${decimal.format(Math.round(value * 10) / 10)} ${unit}`;
}

/** Where an upload is used, as the API lists it. */
export type UploadUsageKind = 'site' | 'block' | 'navigation' | 'signageSegment' | 'order';

export const UPLOAD_USAGE_LABELS: Record<UploadUsageKind, string> = {
  site: 'Seite',
  block: 'Inhalt',
  navigation: 'Navigation',
  signageSegment: 'Filmsequenz',
  order: 'Bestellung',
};

/** "Seite „Weihnachten“, Inhalt „Frühstück“" (five at most, then "und N weitere"). */
export function describeUploadUsages(
  usages: readonly { entity: UploadUsageKind; name: string }[],
): string {
  const named = usages
    .slice(0, 5)
    .map((usage) => `${UPLOAD_USAGE_LABELS[usage.entity]} „${usage.name}“`);
  const more = usages.length > 5 ? ` und ${usages.length - 5} weitere` : '';
  return `${named.join(', ')}${more}`;
}

/** The 409 text of DELETE /api/uploads/{id} while the upload is used somewhere. */
export function uploadInUseMessage(
  usages: readonly { entity: UploadUsageKind; name: string }[],
): string {
  return `Die Datei wird noch verwendet (${describeUploadUsages(usages)}) und kann nicht gelöscht werden. Bitte entfernen Sie sie dort zuerst.`;
}
