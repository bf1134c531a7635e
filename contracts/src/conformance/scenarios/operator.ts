/**
 * Operator-only calls are checked as an operator when the suite has operator credentials
 * (CONFORMANCE_OPERATOR_USER / _PASSWORD): the sign-in is a check of its own.
 */
import { calls } from '../../calls/index.js';
import type { LoginResponse } from '../../entities/session.js';
import type { SuiteContext } from '../context.js';

/** Why operator checks did not run when there is no operator to sign in as. */
export const NO_OPERATOR = 'not run: no operator account to sign in with (CONFORMANCE_OPERATOR_USER)';

/** Signs the operator in: their token, or undefined when none is configured or the sign-in failed. */
export const signInAsOperator = async ({ api, rec, credentials }: SuiteContext): Promise<string | undefined> => {
  const operator = credentials.operator;
  if (!operator) return undefined;
  const signedIn = rec.success<LoginResponse>(
    calls.login,
    `sign in as the operator '${operator.userName}'`,
    await api.send(calls.login, { body: operator }),
  );
  return signedIn?.access_token;
};

export const signOutOperator = async ({ api }: SuiteContext, token: string): Promise<void> => {
  await api.send(calls.logout, { token, body: {} }).catch(() => undefined);
};
