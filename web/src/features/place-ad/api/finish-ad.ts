/** POST /api/ad/finish: publishes the draft; the answer is the new product's card. */
import { type CallOutput, callApi } from '../../../lib/api-client';

export const finishAd = (): Promise<CallOutput<'finish'>> => callApi('finish', { body: {} });
