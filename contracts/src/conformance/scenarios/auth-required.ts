/**
 * Every call that needs a session refuses a request without a token (401) before it looks at
 * anything else. Ids point at no account, so even a broken API cannot act on a real one.
 */
import type { CallDef } from '../../call.js';
import { callList } from '../../calls/index.js';
import { InvalidInputError } from '../client.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { tinyPng } from '../png.js';

/** A sample value for a path parameter: ids are numeric, anything else a plain slug. */
const sampleParam = (name: string) => (/id$/i.test(name) ? UNKNOWN_ID : 'conformance-sample');

const sampleParams = (call: CallDef) =>
  Object.fromEntries([...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, sampleParam(name ?? '')]));

const sampleFiles = (call: CallDef) =>
  Object.fromEntries(
    (call.files ?? []).map((f) => [f.name, { bytes: tinyPng(), filename: 'conformance.png', type: 'image/png' }]),
  );

export const authRequiredChecks = async ({ api, rec }: SuiteContext): Promise<void> => {
  for (const call of callList.filter((c) => c.auth === 'required')) {
    await rec.guard(call, 'without a token', async () => {
      // Sample inputs: the API must turn the request away for the missing token before it reads them.
      const params = sampleParams(call);
      const path = call.path.replace(/\{(\w+)\}/g, (_, n: string) => String(params[n]));
      const viaPost = () => api.raw('POST', path, { body: call.method === 'POST' ? {} : { _method: call.method } });
      const res =
        call.method === 'GET'
          ? await api.raw('GET', path)
          : await api.send(call, { params, body: {}, files: sampleFiles(call) }).catch((error: unknown) => {
              // A call whose schema refuses an empty body is still sent, as a bare POST (+ _method).
              if (error instanceof InvalidInputError) return viaPost();
              throw error;
            });
      rec.error(call, 'without a token → 401', res, 401);
    });
  }
};
