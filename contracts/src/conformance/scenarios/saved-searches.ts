/**
 * Saved searches and price changes (Badal extension, issue #33), with the main account: a search
 * is saved (text and filters), listed, renamed with its alerts off, refused (a name too long, no
 * filter at all, an unknown category, another's or an unknown search), deleted and gone. The price
 * of the suite's own ad (dev APIs only) is raised, refused unchanged, and put back; another
 * seller's ad is 403, an unknown one 404. The alerts themselves need a second person publishing:
 * the API's own tests (upstream saved-searches.test.ts) and the browser journey cover them.
 */
import type { CallDef } from '../../call.js';
import { fillPath } from '../../call-paths.js';
import { calls } from '../../calls/index.js';
import type { SavedSearch } from '../../calls/saved-searches.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';

const SAVED_SEARCH_CALLS: readonly CallDef[] = [
  calls.savedSearches,
  calls.createSavedSearch,
  calls.updateSavedSearch,
  calls.deleteSavedSearch,
  calls.changeAdPrice,
];

export const savedSearchChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, state } = ctx;
  const token = state.token;
  if (!token) {
    for (const call of SAVED_SEARCH_CALLS) rec.skip(call, 'saved searches', 'not run: not signed in', 'all');
    return;
  }
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });
  const listed = async (check: string, id: number, expected: boolean) =>
    rec.success<SavedSearch[]>(calls.savedSearches, check, await send(calls.savedSearches), (list) =>
      list.some((s) => s.id === id) === expected ? undefined : `the search is ${expected ? 'missing' : 'still listed'}`,
    );

  let saved: SavedSearch | undefined;
  await rec.guard(calls.createSavedSearch, 'save a search', async () => {
    const answer = await send(calls.createSavedSearch, {
      body: { name: 'Conformance: sofas', query: { text: 'sofa', minPrice: 1, maxPrice: 500, isNew: true } },
    });
    if (
      rec.success<SavedSearch>(calls.createSavedSearch, 'save a search with a text and filters', answer, (s) =>
        s.name === 'Conformance: sofas' && s.alerts && s.query.text === 'sofa' ? undefined : 'not as saved',
      )
    )
      saved = calls.createSavedSearch.response.parse(answer.json);
    rec.error(
      calls.createSavedSearch,
      'a name of 61 characters → 422',
      await api.raw('POST', calls.createSavedSearch.path, {
        body: { name: 'x'.repeat(61), query: { text: 'sofa' } },
        token,
      }),
      422,
      'validation',
    );
    rec.error(
      calls.createSavedSearch,
      'no text and no filter → 422',
      await send(calls.createSavedSearch, { body: { name: 'Nothing', query: {} } }),
      422,
      'validation',
    );
  });
  if (saved) {
    const id = saved.id;
    await listed('the saved search is listed', id, true);
    await rec.guard(calls.updateSavedSearch, 'rename, alerts off', async () => {
      rec.success<SavedSearch>(
        calls.updateSavedSearch,
        'rename and turn alerts off',
        await send(calls.updateSavedSearch, {
          params: { id },
          body: { name: 'Conformance: new sofas', alerts: false },
        }),
        (s) => (s.name === 'Conformance: new sofas' && !s.alerts ? undefined : 'not changed'),
      );
      rec.error(
        calls.updateSavedSearch,
        'an empty name → 422',
        await api.raw('POST', fillPath(calls.updateSavedSearch.path, { id }), {
          body: { _method: 'PUT', name: '' },
          token,
        }),
        422,
        'validation',
      );
    });
    await rec.guard(calls.deleteSavedSearch, 'delete', async () => {
      rec.success(
        calls.deleteSavedSearch,
        'delete it',
        await send(calls.deleteSavedSearch, { params: { id }, body: {} }),
      );
      await listed('the deleted search is gone', id, false);
    });
  }
  await rec.guard(calls.updateSavedSearch, 'unknown searches', async () => {
    rec.error(
      calls.updateSavedSearch,
      'an unknown search → 404',
      await send(calls.updateSavedSearch, { params: { id: UNKNOWN_ID }, body: { alerts: true } }),
      404,
      'not_found',
    );
    rec.error(
      calls.deleteSavedSearch,
      'an unknown search → 404',
      await send(calls.deleteSavedSearch, { params: { id: UNKNOWN_ID }, body: {} }),
      404,
      'not_found',
    );
  });
  await priceChecks(ctx, token);
};

const priceChecks = async ({ api, rec, state }: SuiteContext, token: string) => {
  const send = (call: CallDef, input: Parameters<typeof api.send>[1] = {}) => api.send(call, { ...input, token });
  await rec.guard(calls.changeAdPrice, 'price refusals', async () => {
    rec.error(
      calls.changeAdPrice,
      'an unknown ad → 404',
      await send(calls.changeAdPrice, { params: { id: UNKNOWN_ID }, body: { price: 10 } }),
      404,
      'not_found',
    );
    const partner = state.partner;
    if (partner)
      rec.error(
        calls.changeAdPrice,
        "another seller's ad → 403",
        await send(calls.changeAdPrice, { params: { id: partner.id }, body: { price: 10 } }),
        403,
        'forbidden',
      );
    else
      rec.skip(calls.changeAdPrice, "another seller's ad → 403", 'not run: no product of another seller', {
        status: 403,
        code: 'forbidden',
      });
  });
  const own = state.published;
  if (!own) {
    rec.skip(calls.changeAdPrice, 'change the own ad’s price', 'not run: the suite published no ad (dev APIs only)', {
      status: 422,
      code: 'validation',
    });
    return;
  }
  await rec.guard(calls.changeAdPrice, 'change the own ad’s price', async () => {
    const product = calls.productBySlug.response.safeParse(
      (await api.send(calls.productBySlug, { params: { slug: own.slug }, token })).json,
    ).data;
    const before = Number(product?.price ?? 0);
    rec.success(
      calls.changeAdPrice,
      'raise the price',
      await send(calls.changeAdPrice, { params: { id: own.id }, body: { price: before + 1 } }),
    );
    rec.error(
      calls.changeAdPrice,
      'the same price again → 422',
      await send(calls.changeAdPrice, { params: { id: own.id }, body: { price: before + 1 } }),
      422,
      'validation',
    );
    rec.success(
      calls.changeAdPrice,
      'lower it back',
      await send(calls.changeAdPrice, { params: { id: own.id }, body: { price: before } }),
    );
  });
};
