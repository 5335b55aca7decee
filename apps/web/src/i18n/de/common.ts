/** Texts the entry itself shows (the loader overlay); the others wait in general.ts. */
export const commonDe = {
  loading: 'Wird geladen …',
  retry: 'Erneut versuchen',
} as const;
