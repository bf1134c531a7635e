/**
 * Keeps the suite honest as the call table grows: a call no scenario exercised gets a generic
 * check when it is a plain GET (schema of its answer), and a failure otherwise; an error mapping
 * no check provoked or explained fails too.
 */
import type { CallDef } from '../../call.js';
import { callList } from '../../calls/index.js';
import type { SuiteContext } from '../context.js';
import { errorKey } from '../recorder.js';

/** A GET without path parameters whose query may be empty can be checked without a scenario. */
const plainGet = (call: CallDef) =>
  call.method === 'GET' && !call.params && (call.query?.safeParse({}).success ?? true);

export const uncoveredCallChecks = async (
  { api, rec, state }: SuiteContext,
  calls: readonly CallDef[] = callList,
): Promise<void> => {
  const exercised = new Set(rec.results.map((r) => r.call));
  for (const call of calls.filter((c) => !exercised.has(c.name))) {
    if (!plainGet(call)) {
      rec.fail(call, 'exercised', 'no conformance scenario exercises this call (contracts/src/conformance/scenarios)');
      continue;
    }
    if (call.auth === 'required' && !state.token) {
      rec.skip(call, 'generic GET', 'not run: signing in the main account failed', 'all');
      continue;
    }
    await rec.guard(call, 'generic GET', async () => {
      rec.success(call, 'generic GET', await api.send(call, { token: state.token }));
    });
  }
};

export const errorCoverageChecks = async (
  { rec }: SuiteContext,
  calls: readonly CallDef[] = callList,
): Promise<void> => {
  for (const call of calls) {
    for (const m of call.errors ?? []) {
      if (!rec.errorsCovered.has(errorKey(call, m.status, m.code))) {
        rec.fail(call, `error ${m.status} ${m.code}`, 'no check provokes this listed error or says why it cannot');
      }
    }
  }
};
