/**
 * Where a `cover` variant cuts the original: the largest box of the variant's aspect ratio that
 * fits, centred on the focal point as far as the edges allow.
 */
export function coverRect(
  source: { width: number; height: number },
  target: { width: number; height: number },
  focal: { x: number; y: number },
): { left: number; top: number; width: number; height: number } {
  const targetRatio = target.width / target.height;
  const isWider = source.width / source.height > targetRatio;
  const width = isWider ? Math.round(source.height * targetRatio) : source.width;
  const height = isWider ? source.height : Math.round(source.width / targetRatio);
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return {
    left: clamp(Math.round(focal.x * source.width - width / 2), source.width - width),
    top: clamp(Math.round(focal.y * source.height - height / 2), source.height - height),
    width: Math.max(1, width),
    height: Math.max(1, height),
  };
}
