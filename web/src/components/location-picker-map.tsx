/**
 * A map to place a point on (its own chunk with Leaflet, like the product page's map in
 * features/products/components/leaflet-map.tsx), for the ad's location step and the business
 * addresses: a marker where the point is, moved by a click. Tiles come from the deployment's tile
 * server (bootstrap `settings.mapTileUrl`); when none loads, the map reports itself unavailable and
 * the form goes on with the address and coordinates alone.
 */
import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { DEFAULT_POSITION } from '../lib/map-point';

/** How long tiles may take to show up at all before the map counts as unavailable. */
export const TILE_TIMEOUT_MS = 8000;

export interface LocationPickerMapProps {
  /** The marker's place, or null while the typed coordinates make no point. */
  point: [number, number] | null;
  tileUrl: string;
  attribution: string;
  onPick: (latitude: number, longitude: number) => void;
  onUnavailable: () => void;
}

export const LocationPickerMap = ({ point, tileUrl, attribution, onPick, onUnavailable }: LocationPickerMapProps) => {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  // Callbacks change identity on every render; the map must not be rebuilt for them.
  const callbacks = useRef({ onPick, onUnavailable });
  callbacks.current = { onPick, onUnavailable };
  const start = useRef(point);
  const zoomIn = t`Zoom in`;
  const zoomOut = t`Zoom out`;

  useEffect(() => {
    if (!host.current) return;
    const center = start.current ?? [DEFAULT_POSITION.latitude, DEFAULT_POSITION.longitude];
    const built = L.map(host.current, { zoomControl: false }).setView(center, 13);
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(built);
    built.attributionControl.setPrefix(false);
    let loaded = 0;
    let given = false;
    const giveUp = () => {
      if (loaded > 0 || given) return;
      given = true;
      callbacks.current.onUnavailable();
    };
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
      .on('tileload', () => {
        loaded++;
      })
      .on('tileerror', giveUp)
      .addTo(built);
    built.on('click', (event: L.LeafletMouseEvent) => callbacks.current.onPick(event.latlng.lat, event.latlng.lng));
    map.current = built;
    const timer = setTimeout(giveUp, TILE_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      built.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl, attribution, zoomIn, zoomOut]);

  // The marker follows the coordinates, typed or clicked; the view follows it when it leaves the screen.
  const latitude = point?.[0];
  const longitude = point?.[1];
  useEffect(() => {
    const built = map.current;
    if (!built) return;
    if (latitude === undefined || longitude === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at = L.latLng(latitude, longitude);
    if (marker.current) marker.current.setLatLng(at);
    else
      marker.current = L.circleMarker(at, {
        radius: 10,
        color: '#55033e',
        fillColor: '#f36247',
        fillOpacity: 0.9,
      }).addTo(built);
    if (!built.getBounds().contains(at)) built.panTo(at);
  }, [latitude, longitude]);

  // Leaflet lays its panes out left to right; the map is a picture, not text in the flow.
  return <div ref={host} className="location-map" dir="ltr" data-testid="location-map" />;
};
