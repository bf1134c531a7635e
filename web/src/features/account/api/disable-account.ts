/** PUT /api/users/{id}/change-status: disables the account; the BFF ends the session with it. */
import { type CallOutput, callApi } from '../../../lib/api-client';

export const disableAccount = (id: number): Promise<CallOutput<'changeStatus'>> =>
  callApi('changeStatus', { params: { id }, body: {} });
