/** POST /api/ad/details (a form: name, description, code, prices, sell type, attributes as JSON text). */
import { type CallInput, type CallOutput, callApi } from '../../../lib/api-client';

export type DetailsBody = CallInput<'saveDetails'>['body'];

export const saveDetails = (body: DetailsBody): Promise<CallOutput<'saveDetails'>> => callApi('saveDetails', { body });
