/** POST /api/ad/status: the item's condition, new or used (§4 flow "details/status"). */
import { type CallOutput, callApi } from '../../../lib/api-client';

export const saveStatus = (isNew: boolean): Promise<CallOutput<'saveStatus'>> =>
  callApi('saveStatus', { body: { isNew: isNew ? '1' : '0' } });
