/** DELETE /api/ad/images/{id}: removes a picture; deleting the main one makes the next one main. */
import { type CallOutput, callApi } from '../../../lib/api-client';

export const deleteImage = (id: number): Promise<CallOutput<'deleteImage'>> =>
  callApi('deleteImage', { params: { id }, body: {} });
