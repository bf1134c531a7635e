/** DELETE /bff/session: sign out (the BFF revokes the API token and drops the cookie). */
import { type BffOutput, callBff } from '../../../lib/api-client';

export const logout = (): Promise<BffOutput<'logout'>> => callBff('logout', {});
