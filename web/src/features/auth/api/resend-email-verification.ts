/** POST /api/authentication/resend-email-verification: the verification e-mail of an unverified account, again. */
import { type CallOutput, callApi } from '../../../lib/api-client';

export const resendEmailVerification = (
  userName: string,
  password: string,
): Promise<CallOutput<'resendEmailVerification'>> =>
  callApi('resendEmailVerification', { body: { userName, password } });
