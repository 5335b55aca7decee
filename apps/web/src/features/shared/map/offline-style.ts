import type { StyleSpecification } from 'maplibre-gl';

/** A point on the map (a branch). */
export type MapPosition = { latitude: number; longitude: number };

/** Lines of longitude and latitude every `step` degrees around the markers, as GeoJSON. */
function graticule(markers: readonly MapPosition[], step: number, margin: number) {
  const snap = (value: number) => Math.round(value / step) * step;
  const longitudes = markers.map((marker) => marker.longitude);
  const latitudes = markers.map((marker) => marker.latitude);
  const west = snap(Math.min(...longitudes) - margin);
  const east = snap(Math.max(...longitudes) + margin);
  const south = snap(Math.min(...latitudes) - margin);
  const north = snap(Math.max(...latitudes) + margin);
  const lines: [number, number][][] = [];
  for (let longitude = west; longitude <= east + step / 2; longitude += step) {
    lines.push([
      [longitude, south],
      [longitude, north],
    ]);
  }
  for (let latitude = south; latitude <= north + step / 2; latitude += step) {
    lines.push([
      [west, latitude],
      [east, latitude],
    ]);
  }
  return {
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'MultiLineString' as const, coordinates: lines },
  };
}

/**
 * A style without tiles, glyphs or sprites: nothing is fetched from other hosts, so the map works
 * offline and under `connect-src 'self'`. The shop's muted surface colour with a faint grid of
 * longitudes and latitudes (coarse when zoomed out, fine near a branch) keeps it readable as a map.
 */
export function offlineStyle(
  container: HTMLElement,
  markers: readonly MapPosition[],
): StyleSpecification {
  const style = getComputedStyle(container);
  const background = style.getPropertyValue('--color-surface-muted').trim() || '#f6f1e8';
  const lines = style.getPropertyValue('--color-border').trim() || '#e9dcc5';
  const gridLayer = (id: string, zoom: [number, number]) => ({
    id,
    type: 'line' as const,
    source: id,
    minzoom: zoom[0],
    maxzoom: zoom[1],
    paint: { 'line-color': lines, 'line-width': 1 },
  });
  return {
    version: 8,
    sources: {
      'grid-coarse': { type: 'geojson', data: graticule(markers, 0.5, 15) },
      'grid-fine': { type: 'geojson', data: graticule(markers, 0.002, 0.06) },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': background } },
      gridLayer('grid-coarse', [0, 11]),
      gridLayer('grid-fine', [11, 24]),
    ],
  };
}
