import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { ChevronEndIcon, MapPinIcon } from '../../../components/page-icons';
import { useBootstrap } from '../../../lib/bootstrap';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { lazy } from '../../../lib/lazy';
import { coordinate } from '../../../lib/map-point';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { useStoreDraft } from '../api/get-draft';
import { saveLocation } from '../api/save-location';
import { useWizardNavigate } from '../flow-navigation';
import { type LocationValues, locationFromDraft, locationSchema, pointOf } from '../location';
import { StepActions } from './step-actions';
import type { WizardView } from './wizard-frame';
import './location-form.css';

const LocationPickerMap = lazy('location-picker-map', () =>
  import('../../../components/location-picker-map').then((m) => ({ default: m.LocationPickerMap })),
);

const FIELDS = ['address', 'latitude', 'longitude'] as const;

/**
 * The location step: the address in words and the coordinates, which a click on the map fills in
 * (or the device's own position). Without map tiles everything still works from the inputs.
 */
export const LocationForm = ({ view }: { view: WizardView }) => {
  const { t } = useLingui();
  const report = useReportError();
  const storeDraft = useStoreDraft();
  const go = useWizardNavigate();
  const { mapTileUrl, mapAttribution } = useBootstrap().settings;
  const [mapFailed, setMapFailed] = useState(false);
  const [locating, setLocating] = useState(false);
  const form = useSchemaForm<LocationValues, typeof locationSchema>(locationSchema, locationFromDraft(view.draft));
  const { errors, isSubmitting } = form.formState;
  const point = pointOf({ latitude: form.watch('latitude'), longitude: form.watch('longitude') });

  const place = (latitude: number, longitude: number) => {
    const options = { shouldValidate: true, shouldDirty: true };
    form.setValue('latitude', coordinate(latitude), options);
    form.setValue('longitude', coordinate(longitude), options);
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      snackbar.error(t`Your device cannot tell its position. Enter the coordinates instead.`);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        place(coords.latitude, coords.longitude);
      },
      () => {
        setLocating(false);
        snackbar.error(t`Your position could not be read. Enter the coordinates instead.`);
      },
      { timeout: 10_000 },
    );
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await storeDraft(await saveLocation(body));
      go('preview');
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      report(error);
    }
  });

  return (
    <form className="wizard-section" onSubmit={onSubmit} noValidate aria-label={t`Location`}>
      {mapFailed ? (
        <p className="location-map-unavailable" data-testid="map-unavailable">
          <MapPinIcon />
          <span>
            <Trans>
              The map cannot be shown right now. Enter the address below; the coordinates may stay as they are.
            </Trans>
          </span>
        </p>
      ) : (
        <figure className="location-map-frame">
          <Suspense fallback={null}>
            <LocationPickerMap
              point={point}
              tileUrl={mapTileUrl}
              attribution={mapAttribution}
              onPick={place}
              onUnavailable={() => setMapFailed(true)}
            />
          </Suspense>
          <figcaption className="muted">
            <Trans>Click the map to place the marker where the item is.</Trans>
          </figcaption>
        </figure>
      )}
      <TextField
        label={t`Address`}
        dir="auto"
        maxLength={300}
        autoComplete="street-address"
        hint={t`Area, block and street, as buyers should read it.`}
        error={errors.address?.message}
        {...form.register('address')}
      />
      <div className="details-grid">
        <TextField
          label={t`Latitude`}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          error={errors.latitude?.message}
          {...form.register('latitude')}
        />
        <TextField
          label={t`Longitude`}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          error={errors.longitude?.message}
          {...form.register('longitude')}
        />
      </div>
      <div>
        <button
          type="button"
          className="btn btn-outline"
          onClick={locate}
          disabled={locating}
          aria-busy={locating || undefined}
        >
          <MapPinIcon />
          <span>
            <Trans>Use my current position</Trans>
          </span>
        </button>
      </div>
      <StepActions back={view.back} disabled={isSubmitting}>
        <button type="submit" className="btn" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          <span>{isSubmitting ? t`Saving…` : t`Save and continue`}</span>
          <ChevronEndIcon />
        </button>
      </StepActions>
    </form>
  );
};
