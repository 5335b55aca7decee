import type {
  ErrorEvent,
  Map as MapLibreMap,
  MapSourceDataEvent,
  RequestTransformFunction,
  StyleSpecification,
} from 'maplibre-gl';
import { type MapPosition, offlineStyle } from './offline-style.ts';

/**
 * The configured map style (docs/decisions/022-map-style.md): the shop's style address and public
 * token from the settings, 3D buildings from zoom 15 (spec §9), and the built-in grid
 * (offline-style.ts) when no style is set or the style or its first tiles cannot be loaded.
 * Type-only imports of maplibre-gl: this file rides in the lazy map chunks.
 */

export type MapStyleSetting = { styleUrl: string; accessToken: string };

/** spec §9: buildings are extruded from this zoom on. */
export const BUILDINGS_MIN_ZOOM = 15;
const BUILDINGS_LAYER = 'shop-3d-buildings';

/** What the container's `data-map-style` says: the configured style, or the grid. */
export type ShownStyle = 'configured' | 'grid';

/** The style to start with: the configured address, or the grid when there is none. */
export function initialStyle(
  container: HTMLElement,
  markers: readonly MapPosition[],
  setting: MapStyleSetting,
): string | StyleSpecification {
  return setting.styleUrl ? setting.styleUrl : offlineStyle(container, markers);
}

/**
 * Adds the public token to requests to the style's own origin (style, tiles, glyphs, sprites) as
 * `access_token`, as Mapbox-compatible servers expect; requests elsewhere go out unchanged.
 */
export function tokenTransform(setting: MapStyleSetting): RequestTransformFunction | undefined {
  if (!setting.styleUrl || !setting.accessToken) return undefined;
  const origin = new URL(setting.styleUrl).origin;
  return (url) => {
    if (!url.startsWith(`${origin}/`)) return { url };
    const withToken = new URL(url);
    if (!withToken.searchParams.has('access_token')) {
      withToken.searchParams.set('access_token', setting.accessToken);
    }
    return { url: withToken.toString() };
  };
}

/**
 * Watches a map started with `initialStyle`: marks the container with the style it shows and the
 * style's layer ids (`data-map-style`, `data-map-layers`), adds 3D buildings to a configured
 * style, and swaps in the grid when the style or its tiles fail before any tile arrived (a single
 * missing tile later on keeps the map).
 */
export function followMapStyle(
  map: MapLibreMap,
  container: HTMLElement,
  markers: readonly MapPosition[],
  setting: MapStyleSetting,
): void {
  let shown: ShownStyle = setting.styleUrl ? 'configured' : 'grid';
  let hasTile = false;
  const mark = () => {
    container.dataset.mapStyle = shown;
    container.dataset.mapLayers = (map.getStyle()?.layers ?? []).map((layer) => layer.id).join(' ');
  };
  map.on('style.load', () => {
    if (shown === 'configured') addBuildings(map);
    mark();
  });
  if (shown === 'grid') return;
  map.on('data', (event) => {
    const source = event as MapSourceDataEvent;
    if (source.dataType === 'source' && source.tile) hasTile = true;
  });
  map.on('error', (_event: ErrorEvent) => {
    if (shown === 'grid' || hasTile) return;
    shown = 'grid';
    map.setStyle(offlineStyle(container, markers));
  });
}

/**
 * spec §9: 3D buildings from zoom 15 — extruded from the `building` layer of the style's first
 * vector source (OpenMapTiles and Mapbox Streets both name it so), unless the style has its own.
 */
function addBuildings(map: MapLibreMap): void {
  const style = map.getStyle();
  if (!style || style.layers.some((layer) => layer.type === 'fill-extrusion')) return;
  const source = Object.entries(style.sources).find(([, value]) => value.type === 'vector')?.[0];
  if (!source) return;
  const firstSymbol = style.layers.find((layer) => layer.type === 'symbol')?.id;
  map.addLayer(
    {
      id: BUILDINGS_LAYER,
      type: 'fill-extrusion',
      source,
      'source-layer': 'building',
      minzoom: BUILDINGS_MIN_ZOOM,
      paint: {
        'fill-extrusion-color': '#d9cbb3',
        'fill-extrusion-height': ['coalesce', ['get', 'render_height'], ['get', 'height'], 8],
        'fill-extrusion-base': ['coalesce', ['get', 'render_min_height'], ['get', 'min_height'], 0],
        'fill-extrusion-opacity': 0.7,
      },
    },
    firstSymbol,
  );
}
