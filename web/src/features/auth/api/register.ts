/** POST /api/register: create an account; SMS and e-mail codes are sent. */
import { type CallInput, type CallOutput, callApi } from '../../../lib/api-client';

export type RegisterInput = CallInput<'register'>['body'];

export const register = (body: RegisterInput): Promise<CallOutput<'register'>> => callApi('register', { body });
