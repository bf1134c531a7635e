import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/form/text-field';
import { useBootstrap } from '../../../lib/bootstrap';
import { lazy } from '../../../lib/lazy';
import { coordinate } from '../../../lib/map-point';

const LocationPickerMap = lazy('location-picker-map', () =>
  import('../../../components/location-picker-map').then((m) => ({ default: m.LocationPickerMap })),
);

const pointOf = (latitude: string, longitude: string): [number, number] | null => {
  const lat = Number(latitude);
  const lng = Number(longitude);
  return latitude.trim() && longitude.trim() && Number.isFinite(lat) && Number.isFinite(lng) ? [lat, lng] : null;
};

/**
 * An address in words and its place: the coordinates, which a click on the map fills in. Without
 * map tiles the coordinates can still be typed.
 */
export const LocationFields = ({
  addressLabel,
  address,
  latitude,
  longitude,
  values,
  errors,
  onPick,
}: {
  addressLabel: string;
  address: UseFormRegisterReturn;
  latitude: UseFormRegisterReturn;
  longitude: UseFormRegisterReturn;
  values: { latitude: string; longitude: string };
  errors: { address?: string | undefined; latitude?: string | undefined; longitude?: string | undefined };
  onPick: (latitude: string, longitude: string) => void;
}) => {
  const { t } = useLingui();
  const { mapTileUrl, mapAttribution } = useBootstrap().settings;
  const [mapFailed, setMapFailed] = useState(false);
  return (
    <div className="stack">
      <TextField label={addressLabel} error={errors.address} {...address} />
      {mapTileUrl && !mapFailed && (
        <div className="business-map">
          <Suspense fallback={null}>
            <LocationPickerMap
              point={pointOf(values.latitude, values.longitude)}
              tileUrl={mapTileUrl}
              attribution={mapAttribution}
              onPick={(lat, lng) => onPick(coordinate(lat), coordinate(lng))}
              onUnavailable={() => setMapFailed(true)}
            />
          </Suspense>
        </div>
      )}
      <div className="field-row">
        <TextField label={t`Latitude`} inputMode="decimal" dir="ltr" error={errors.latitude} {...latitude} />
        <TextField label={t`Longitude`} inputMode="decimal" dir="ltr" error={errors.longitude} {...longitude} />
      </div>
    </div>
  );
};
