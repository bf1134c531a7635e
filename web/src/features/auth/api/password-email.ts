/** POST /api/authentication/password/email: e-mail a password reset token. */
import { type CallOutput, callApi } from '../../../lib/api-client';

export const requestPasswordReset = (email: string): Promise<CallOutput<'passwordEmail'>> =>
  callApi('passwordEmail', { body: { email } });
