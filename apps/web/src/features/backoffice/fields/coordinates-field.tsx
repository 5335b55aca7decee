import { useEffect, useRef, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import type { CustomFieldProps } from '../resource/define-resource.ts';
import { useShopConfig } from '../session/api/shop-config.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { numberOf, numberText } from './common-fields.tsx';
import styles from './fields.module.css';

const t = de.backofficeCatalogue.branches;

type Picker = Awaited<ReturnType<typeof loadPicker>>;
const loadPicker = () =>
  import('./coordinates-map.ts').then((module) => module.mountCoordinatesPicker);

/**
 * The branch's position picked on a map (MapLibre, loaded only when opened) or typed into the
 * latitude and longitude fields; both stay in step.
 */
export function CoordinatesMapField({ id, values, setValue }: CustomFieldProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const containerRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<ReturnType<Picker> | null>(null);
  const config = useShopConfig();
  const latitude = numberOf(values.latitude);
  const longitude = numberOf(values.longitude);
  const position =
    latitude !== null && longitude !== null && !Number.isNaN(latitude) && !Number.isNaN(longitude)
      ? { latitude, longitude }
      : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once per opening
  useEffect(() => {
    if (!isOpen || !containerRef.current) return;
    let isCurrent = true;
    const container = containerRef.current;
    setState('loading');
    loadPicker()
      .then((mount) => {
        if (!isCurrent) return;
        pickerRef.current = mount(container, {
          position,
          zoom: config?.mapboxZoom ?? 15,
          style: {
            styleUrl: config?.mapStyleUrl ?? '',
            accessToken: config?.mapAccessToken ?? '',
          },
          controls: {},
          onPick: (picked) => {
            setValue('latitude', numberText(picked.latitude));
            setValue('longitude', numberText(picked.longitude));
          },
        });
        setState('ready');
      })
      .catch(() => isCurrent && setState('failed'));
    return () => {
      isCurrent = false;
      pickerRef.current?.remove();
      pickerRef.current = null;
    };
  }, [isOpen]);

  return (
    <div className={styles.hours}>
      <p className={styles.hint}>{t.mapHint}</p>
      <div>
        <ActionButton
          id={id}
          size="sm"
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
        >
          {isOpen ? t.hideMap : t.pickOnMap}
        </ActionButton>
      </div>
      {isOpen ? (
        <div className={styles.mapBox}>
          {state === 'loading' ? <p className={styles.muted}>{t.mapLoading}</p> : null}
          {state === 'failed' ? (
            <p className={styles.rowError} role="alert">
              {t.mapFailed}
            </p>
          ) : null}
          <div
            ref={containerRef}
            className={styles.map}
            role="application"
            aria-label={t.mapLabel}
          />
        </div>
      ) : null}
    </div>
  );
}
