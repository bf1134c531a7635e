/** POST /api/authentication/password/reset: set a new password with the e-mailed token. */
import { type CallInput, type CallOutput, callApi } from '../../../lib/api-client';

export type PasswordResetInput = CallInput<'passwordReset'>['body'];

export const resetPassword = (body: PasswordResetInput): Promise<CallOutput<'passwordReset'>> =>
  callApi('passwordReset', { body });
