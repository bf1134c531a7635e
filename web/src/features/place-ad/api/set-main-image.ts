/** POST /api/ad/images/{id}/main: the picture buyers see first. */
import { type CallOutput, callApi } from '../../../lib/api-client';

export const setMainImage = (id: number): Promise<CallOutput<'setMainImage'>> =>
  callApi('setMainImage', { params: { id }, body: {} });
