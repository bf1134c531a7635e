/**
 * The Leaflet map of a listing's location (its own chunk with Leaflet and its style sheet, loaded
 * only on pages that show a map). Tiles come from the deployment's tile server (bootstrap
 * `settings.mapTileUrl`); when none of them loads — no connection to it, a refused key — the map
 * reports itself unavailable and the page shows the address instead.
 */
import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

/** How long tiles may take to show up at all before the map counts as unavailable. */
export const TILE_TIMEOUT_MS = 5000;

export interface LeafletMapProps {
  latitude: number;
  longitude: number;
  tileUrl: string;
  attribution: string;
  onUnavailable: () => void;
  /** The first tile is on screen. */
  onShown?: () => void;
}

export const LeafletMap = ({ latitude, longitude, tileUrl, attribution, onUnavailable, onShown }: LeafletMapProps) => {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  // The callback may change identity on every render; the map must not be rebuilt for it.
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;
  const shown = useRef(onShown);
  shown.current = onShown;
  const zoomIn = t`Zoom in`;
  const zoomOut = t`Zoom out`;

  useEffect(() => {
    if (!host.current) return;
    const map = L.map(host.current, { zoomControl: false, scrollWheelZoom: false }).setView([latitude, longitude], 14);
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    map.attributionControl.setPrefix(false);
    let loaded = 0;
    let given = false;
    const giveUp = () => {
      if (loaded > 0 || given) return;
      given = true;
      unavailable.current();
    };
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
      .on('tileload', () => {
        loaded++;
        if (loaded === 1) shown.current?.();
      })
      .on('tileerror', giveUp)
      .addTo(map);
    // A vector marker: no marker images to fetch (and none to lose to a bundler).
    L.circleMarker([latitude, longitude], {
      radius: 10,
      color: '#55033e',
      fillColor: '#f36247',
      fillOpacity: 0.9,
    }).addTo(map);
    const timer = setTimeout(giveUp, TILE_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      map.remove();
    };
  }, [latitude, longitude, tileUrl, attribution, zoomIn, zoomOut]);

  // Leaflet lays its panes out left to right; the map is a picture, not text in the flow.
  return <div ref={host} className="product-map" dir="ltr" data-testid="product-map" />;
};
