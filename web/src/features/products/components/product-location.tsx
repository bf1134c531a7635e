import type { Product } from '@badal/contracts';
import { Trans } from '@lingui/react/macro';
import { type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { MapPinIcon } from '../../../components/page-icons';
import { useBootstrap } from '../../../lib/bootstrap';
import { lazy } from '../../../lib/lazy';
import './product-location.css';
import { Isolate } from '../../../components/isolate';

const LeafletMap = lazy('leaflet-map', () => import('./leaflet-map').then((m) => ({ default: m.LeafletMap })));

/**
 * True once the element is near the screen (right after mounting where IntersectionObserver is
 * missing). Never on the server: the map is the browser's business.
 */
const useNearScreen = (): [RefObject<HTMLDivElement | null>, boolean] => {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
};

/**
 * Where the listing is: a map (Leaflet, fetched only when this section comes near the screen)
 * with the address under it. When the tile server cannot be reached the map gives way to the
 * address text alone.
 */
export const ProductLocation = ({ location }: { location: NonNullable<Product['location']> }) => {
  const { mapTileUrl, mapAttribution } = useBootstrap().settings;
  const [mapFailed, setMapFailed] = useState(false);
  const [mapShown, setMapShown] = useState(false);
  const [ref, near] = useNearScreen();
  return (
    <section className="product-section product-location" aria-labelledby="product-location-heading">
      <h2 id="product-location-heading">
        <Trans>Location</Trans>
      </h2>
      {!mapFailed && (
        <div ref={ref} className="product-map-frame">
          {/* Until a tile is drawn the frame says what it is waiting for, never an empty box. */}
          {!mapShown && (
            <p className="product-map-status muted" data-testid="map-loading">
              <Trans>Loading the map…</Trans>
            </p>
          )}
          {near && (
            <Suspense fallback={null}>
              <LeafletMap
                latitude={location.latitude}
                longitude={location.longitude}
                tileUrl={mapTileUrl}
                attribution={mapAttribution}
                onUnavailable={() => setMapFailed(true)}
                onShown={() => setMapShown(true)}
              />
            </Suspense>
          )}
        </div>
      )}
      <p
        className={mapFailed ? 'product-address product-address-only' : 'product-address'}
        data-testid="product-address"
      >
        <MapPinIcon />
        <Isolate>{location.address}</Isolate>
      </p>
      {mapFailed && (
        <p className="muted" role="status" data-testid="map-unavailable">
          <Trans>The map cannot be shown right now.</Trans>
        </p>
      )}
    </section>
  );
};
