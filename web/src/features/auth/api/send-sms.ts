/** GET /api/authentication/message?mobile=: send the SMS verification code (again). */
import { type CallOutput, callApi } from '../../../lib/api-client';

export const sendSms = (mobile: string): Promise<CallOutput<'sendSms'>> => callApi('sendSms', { query: { mobile } });
