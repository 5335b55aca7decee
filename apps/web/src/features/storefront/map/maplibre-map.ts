import 'maplibre-gl/dist/maplibre-gl.css';
import {
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import {
  followMapStyle,
  initialStyle,
  type MapStyleSetting,
  tokenTransform,
} from '../../shared/map/configured-style.ts';

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
  /** The configured style and token (docs/decisions/022-map-style.md); '' for the grid. */
  style: MapStyleSetting;
  texts: {
    marker: (name: string) => string;
    newWindow: string;
    controls: Record<string, string>;
  };
};

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
  const transformRequest = tokenTransform(options.style);
  const map = new MapLibreMap({
    container,
    style: initialStyle(container, markers, options.style),
    ...(transformRequest ? { transformRequest } : {}),
    center: [first.longitude, first.latitude],
    zoom,
    pitch,
    bearing,
    locale: options.texts.controls,
    // Page scrolling keeps working over the map: zoom with Ctrl/⌘ + scroll, pan with two fingers.
    cooperativeGestures: true,
    attributionControl: { compact: true },
  });
  followMapStyle(map, container, markers, options.style);
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
