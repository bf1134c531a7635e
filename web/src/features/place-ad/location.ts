/**
 * The location step's inputs and rules: the contracts' rules of POST /ad/location (latitude
 * -90..90, longitude -180..180, an address), with empty coordinates refused instead of read as 0.
 */
import { type AdDraft, calls } from '@badal/contracts';
import { z } from 'zod';
import { coordinate, DEFAULT_POSITION } from '../../lib/map-point';

export interface LocationValues {
  address: string;
  latitude: string;
  longitude: string;
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const rules = calls.saveLocation.body!.shape;

export const locationSchema = z.object({
  address: rules.address,
  latitude: z.preprocess(blankToUndefined, rules.latitude),
  longitude: z.preprocess(blankToUndefined, rules.longitude),
});

export const locationFromDraft = (draft: AdDraft): LocationValues => {
  const saved = draft.product?.location;
  if (saved)
    return { address: saved.address, latitude: coordinate(saved.latitude), longitude: coordinate(saved.longitude) };
  return {
    address: '',
    latitude: coordinate(DEFAULT_POSITION.latitude),
    longitude: coordinate(DEFAULT_POSITION.longitude),
  };
};

/** The coordinates typed so far, when they make a point on the map. */
export const pointOf = (values: Pick<LocationValues, 'latitude' | 'longitude'>): [number, number] | null => {
  const latitude = locationSchema.shape.latitude.safeParse(values.latitude);
  const longitude = locationSchema.shape.longitude.safeParse(values.longitude);
  return latitude.success && longitude.success ? [latitude.data, longitude.data] : null;
};
