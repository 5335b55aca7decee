import type { KeyboardEvent, MouseEvent } from 'react';
import { de } from '../../../../i18n/de.ts';
import fieldStyles from '../../fields/fields.module.css';
import styles from '../../fields/images/images.module.css';
import type { CustomFieldProps } from '../../resource/define-resource.ts';

const t = de.backofficeCatalogue.images;

/** Focal point and crop margins (percent of each side) as the image form edits them. */
export type FocalValue = {
  focalX: number;
  focalY: number;
  crop: { left: number; right: number; top: number; bottom: number };
};

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const KEY_STEP = 0.05;
const CROP_SIDES = ['left', 'right', 'top', 'bottom'] as const;
const cropLabel = { left: t.cropLeft, right: t.cropRight, top: t.cropTop, bottom: t.cropBottom };

/**
 * Click (or arrow keys) on the image to set its focal point; variants are cropped around it.
 * The crop margins shade what will be cut off and create a new version when saved.
 */
export function FocalPointField({ id, value, values, onChange }: CustomFieldProps) {
  const focal = value as FocalValue;
  const src = typeof values.original === 'string' ? values.original : '';
  const set = (changes: Partial<FocalValue>) => onChange({ ...focal, ...changes });
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    set({
      focalX: clamp((event.clientX - box.left) / box.width),
      focalY: clamp((event.clientY - box.top) / box.height),
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set({ focalX: clamp(focal.focalX + move[0]), focalY: clamp(focal.focalY + move[1]) });
  };
  const percent = (fraction: number) => Math.round(fraction * 100);
  return (
    <div className={styles.editor}>
      <div
        id={id}
        className={styles.focalFrame}
        role="slider"
        tabIndex={0}
        aria-label={t.focalPoint}
        aria-valuetext={t.focalPointValue(percent(focal.focalX), percent(focal.focalY))}
        aria-valuenow={percent(focal.focalX)}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <img src={src} alt="" />
        <span
          className={styles.cropShade}
          style={{ left: 0, top: 0, bottom: 0, width: `${focal.crop.left}%` }}
        />
        <span
          className={styles.cropShade}
          style={{ right: 0, top: 0, bottom: 0, width: `${focal.crop.right}%` }}
        />
        <span
          className={styles.cropShade}
          style={{ left: 0, right: 0, top: 0, height: `${focal.crop.top}%` }}
        />
        <span
          className={styles.cropShade}
          style={{ left: 0, right: 0, bottom: 0, height: `${focal.crop.bottom}%` }}
        />
        <span
          className={styles.focalDot}
          style={{ left: `${focal.focalX * 100}%`, top: `${focal.focalY * 100}%` }}
        />
      </div>
      <fieldset className={styles.cropRow}>
        <legend>{t.crop}</legend>
        {CROP_SIDES.map((side) => (
          <label key={side} className={fieldStyles.inline}>
            <span>{cropLabel[side]} (%)</span>
            <input
              type="number"
              min={0}
              max={45}
              step={1}
              value={focal.crop[side]}
              onChange={(event) =>
                set({
                  crop: {
                    ...focal.crop,
                    [side]: Math.min(45, Math.max(0, Number(event.target.value) || 0)),
                  },
                })
              }
            />
          </label>
        ))}
      </fieldset>
      <p className={fieldStyles.hint}>{t.cropHint}</p>
    </div>
  );
}

/** The pixel crop the API takes, or null when nothing is cut off. */
export function cropInPixels(focal: FocalValue, width: number, height: number) {
  const { left, right, top, bottom } = focal.crop;
  if (left + right + top + bottom === 0) return null;
  const x = Math.round((width * left) / 100);
  const y = Math.round((height * top) / 100);
  return {
    left: x,
    top: y,
    width: Math.max(1, Math.round(width * (1 - (left + right) / 100))),
    height: Math.max(1, Math.round(height * (1 - (top + bottom) / 100))),
  };
}
