import { type Branch, directionsUrl } from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { de } from '../../../i18n/de-storefront.ts';
import { useConsent } from '../consent/consent-store.ts';
import { useConfig } from '../init/api/get-init.ts';
import styles from './branch-map.module.css';
import type { MapMarker } from './maplibre-map.ts';

type MapBranch = Pick<
  Branch,
  'id' | 'name' | 'street' | 'zipCode' | 'city' | 'latitude' | 'longitude'
>;

type BranchMapProps = { branches: readonly MapBranch[]; className?: string };

/**
 * spec §2 Footer / Home page: a map of the branches, only with the map plugin (enablePluginMapbox)
 * and cookie consent. Zoom, pitch and bearing come from the config; each branch with coordinates
 * gets a marker that opens a directions link. The style is the configured one, else a grid
 * (docs/decisions/022-map-style.md). MapLibre loads lazily and never blocks the page.
 */
export function BranchMap({ branches, className }: BranchMapProps) {
  const config = useConfig();
  const hasConsent = useConsent();
  if (!config.enablePluginMapbox || !hasConsent) return null;
  const markers = branches.flatMap((branch): MapMarker[] =>
    branch.latitude === null || branch.longitude === null
      ? []
      : [
          {
            name: branch.name,
            label: withoutPrefix(branch.name, config.shopName),
            latitude: branch.latitude,
            longitude: branch.longitude,
            href: directionsUrl(branch),
          },
        ],
  );
  if (markers.length === 0) return null;
  return (
    <MapCanvas
      markers={markers}
      zoom={config.mapboxZoom}
      pitch={config.mapboxPitch}
      bearing={config.mapboxBearing}
      styleUrl={config.mapStyleUrl}
      accessToken={config.mapAccessToken}
      className={className}
    />
  );
}

/** 'Backstube Sonnenschein München' → 'München' when the shop's name leads the branch name. */
function withoutPrefix(name: string, prefix: string): string {
  const rest = prefix && name.startsWith(prefix) ? name.slice(prefix.length).trim() : '';
  return rest || name;
}

type MapCanvasProps = {
  markers: MapMarker[];
  zoom: number;
  pitch: number;
  bearing: number;
  styleUrl: string;
  accessToken: string;
  className: string | undefined;
};

function MapCanvas({
  markers,
  zoom,
  pitch,
  bearing,
  styleUrl,
  accessToken,
  className,
}: MapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [hasFailed, setHasFailed] = useState(false);
  // Re-create the map only when what it shows changes, not on every render of the footer.
  const markersKey = JSON.stringify(markers);

  useEffect(() => {
    let isCancelled = false;
    let unmount: (() => void) | undefined;
    const parsedMarkers = JSON.parse(markersKey) as MapMarker[];
    import('./maplibre-map.ts')
      .then(({ mountBranchMap }) => {
        const container = containerRef.current;
        if (isCancelled || !container) return;
        unmount = mountBranchMap(container, {
          markers: parsedMarkers,
          zoom,
          pitch,
          bearing,
          style: { styleUrl, accessToken },
          texts: {
            marker: de.shell.map.marker,
            newWindow: de.shell.navigation.newWindow,
            controls: de.shell.map.controls,
          },
        });
      })
      .catch(() => {
        // No WebGL, or the chunk could not load: the page goes on without the map.
        if (!isCancelled) setHasFailed(true);
      });
    return () => {
      isCancelled = true;
      unmount?.();
    };
  }, [markersKey, zoom, pitch, bearing, styleUrl, accessToken]);

  return (
    <section
      className={className ? `${styles.map} ${className}` : styles.map}
      aria-label={de.shell.map.label}
    >
      {hasFailed ? (
        <p className={styles.unavailable}>{de.shell.map.unavailable}</p>
      ) : (
        <div ref={containerRef} className={styles.canvas} />
      )}
    </section>
  );
}
