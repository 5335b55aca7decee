import 'maplibre-gl/dist/maplibre-gl.css';
import {
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

/**
 * The MapLibre part of the branch map: its own lazy chunk (~290 KB gzip), loaded only with the map
 * plugin and cookie consent. The worker is a same-origin file (CSP script-src 'self').
 */
setWorkerUrl(workerUrl);

/** spec §9: padding around the branches when the map fits several of them. */
const FIT_PADDING = 50;

export type MapMarker = {
  /** The branch's full name (the link's accessible name). */
  name: string;
  /** What the pin shows: the name without the shop's name in front. */
  label: string;
  latitude: number;
  longitude: number;
  href: string;
};

export type BranchMapOptions = {
  markers: MapMarker[];
  zoom: number;
  pitch: number;
  bearing: number;
  texts: {
    marker: (name: string) => string;
    newWindow: string;
    controls: Record<string, string>;
  };
};

/** Lines of longitude and latitude every `step` degrees around the markers, as GeoJSON. */
function graticule(markers: MapMarker[], step: number, margin: number) {
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
function offlineStyle(container: HTMLElement, markers: MapMarker[]): StyleSpecification {
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

/** A marker: a pin with the branch name that opens the directions link in a new tab. */
function markerElement(marker: MapMarker, texts: BranchMapOptions['texts']): HTMLElement {
  const link = document.createElement('a');
  link.className = 'shop-map-marker';
  link.href = marker.href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.setAttribute('aria-label', `${texts.marker(marker.name)} ${texts.newWindow}`);
  const pin = document.createElement('span');
  pin.className = 'shop-map-marker__pin';
  pin.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.className = 'shop-map-marker__label';
  label.textContent = marker.label;
  link.append(label, pin);
  return link;
}

/** Draws the map into `container`; the returned function removes it again. */
export function mountBranchMap(container: HTMLElement, options: BranchMapOptions): () => void {
  const { markers, zoom, pitch, bearing } = options;
  const [first] = markers;
  if (!first) return () => undefined;
  const map = new MapLibreMap({
    container,
    style: offlineStyle(container, markers),
    center: [first.longitude, first.latitude],
    zoom,
    pitch,
    bearing,
    locale: options.texts.controls,
    // Page scrolling keeps working over the map: zoom with Ctrl/⌘ + scroll, pan with two fingers.
    cooperativeGestures: true,
    attributionControl: { compact: true },
  });
  map.addControl(new NavigationControl({ showCompass: bearing !== 0 || pitch !== 0 }), 'top-right');
  for (const marker of markers) {
    new Marker({ element: markerElement(marker, options.texts), anchor: 'bottom' })
      .setLngLat([marker.longitude, marker.latitude])
      .addTo(map);
  }
  if (markers.length > 1) {
    const bounds = new LngLatBounds();
    for (const marker of markers) bounds.extend([marker.longitude, marker.latitude]);
    map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: zoom, pitch, bearing, animate: false });
  }
  return () => map.remove();
}
