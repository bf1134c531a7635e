/** POST /api/ad/location: where the item is (latitude, longitude, address). */
import { type CallInput, type CallOutput, callApi } from '../../../lib/api-client';

export type LocationBody = CallInput<'saveLocation'>['body'];

export const saveLocation = (body: LocationBody): Promise<CallOutput<'saveLocation'>> =>
  callApi('saveLocation', { body });
