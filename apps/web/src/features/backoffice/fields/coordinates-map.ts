import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import {
  followMapStyle,
  initialStyle,
  type MapStyleSetting,
  tokenTransform,
} from '../../shared/map/configured-style.ts';
import type { MapPosition } from '../../shared/map/offline-style.ts';

/** MapLibre for the branch form's location picker: its own lazy chunk, like the storefront's map. */
setWorkerUrl(workerUrl);

/** Germany's centre when the branch has no position yet. */
const FALLBACK: MapPosition = { latitude: 51.16, longitude: 10.45 };

type PickerOptions = {
  position: MapPosition | null;
  zoom: number;
  /** The shop's configured map style (docs/decisions/022-map-style.md); '' for the grid. */
  style: MapStyleSetting;
  controls: Record<string, string>;
  onPick: (position: MapPosition) => void;
};

/** Draws a map with a draggable pin; a click or a drag sets the position. Returns the cleanup. */
export function mountCoordinatesPicker(container: HTMLElement, options: PickerOptions) {
  const start = options.position ?? FALLBACK;
  const transformRequest = tokenTransform(options.style);
  const map = new MapLibreMap({
    container,
    style: initialStyle(container, [start], options.style),
    ...(transformRequest ? { transformRequest } : {}),
    center: [start.longitude, start.latitude],
    zoom: options.position ? options.zoom : 5,
    locale: options.controls,
    attributionControl: false,
  });
  followMapStyle(map, container, [start], options.style);
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  const marker = new Marker({ draggable: true }).setLngLat([start.longitude, start.latitude]);
  if (options.position) marker.addTo(map);
  const pick = (longitude: number, latitude: number) => {
    const rounded = (value: number) => Math.round(value * 1e6) / 1e6;
    options.onPick({ latitude: rounded(latitude), longitude: rounded(longitude) });
  };
  map.on('click', (event) => {
    marker.setLngLat(event.lngLat).addTo(map);
    pick(event.lngLat.lng, event.lngLat.lat);
  });
  marker.on('dragend', () => {
    const { lng, lat } = marker.getLngLat();
    pick(lng, lat);
  });
  return {
    move: (position: MapPosition) => {
      marker.setLngLat([position.longitude, position.latitude]).addTo(map);
      map.setCenter([position.longitude, position.latitude]);
    },
    remove: () => map.remove(),
  };
}
