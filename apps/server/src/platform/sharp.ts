import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp loads libvips, about half a second of a start on a busy machine, although a start
 * needs no image: it is imported on the first image instead (docs/budgets.md P10).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
