/**
 * DELETE /api/ad/discard: deletes the draft and its pictures. A draft that is already gone (404,
 * discarded in another tab) is what the user wanted, so that counts as done.
 */
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export const discardDraft = async (): Promise<void> => {
  try {
    await callApi('discard', { body: {} });
  } catch (error) {
    if (!isApiError(error, 'not_found')) throw error;
  }
};
