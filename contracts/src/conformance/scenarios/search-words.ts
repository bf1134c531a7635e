/**
 * The search dictionary operators extend (Badal extension, issue #33): the main account (a member)
 * is refused every call (403); with operator credentials the dictionary is read, a concept of the
 * suite's own is added with a spelling, a spelling is added (and refused a second time, 422) and
 * taken off, the concept removed and then unknown (404) — the dictionary is left as it was.
 */
import { calls } from '../../calls/index.js';
import type { SearchConcept } from '../../calls/search-words.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { NO_OPERATOR, signInAsOperator, signOutOperator } from './operator.js';

const ALL = [
  calls.searchWords,
  calls.addSearchConcept,
  calls.addSearchTerm,
  calls.removeSearchTerm,
  calls.removeSearchConcept,
] as const;

export const searchWordChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, state } = ctx;
  const member = state.token;
  if (!member) {
    for (const call of ALL) rec.skip(call, 'signed in', 'not run: signing in the main account failed', 'all');
    return;
  }
  await rec.guard(calls.searchWords, 'members are refused', async () => {
    rec.error(
      calls.searchWords,
      'a member reads the dictionary → 403',
      await api.send(calls.searchWords, { token: member }),
      403,
      'forbidden',
    );
    rec.error(
      calls.addSearchConcept,
      'a member adds a concept → 403',
      await api.send(calls.addSearchConcept, {
        token: member,
        body: { kind: 'word', nameEn: 'conformance', nameAr: 'مطابقة', terms: [] },
      }),
      403,
      'forbidden',
    );
    rec.error(
      calls.addSearchTerm,
      'a member adds a spelling → 403',
      await api.send(calls.addSearchTerm, { token: member, params: { id: UNKNOWN_ID }, body: { term: 'x' } }),
      403,
      'forbidden',
    );
    rec.error(
      calls.removeSearchTerm,
      'a member removes a spelling → 403',
      await api.send(calls.removeSearchTerm, {
        token: member,
        params: { id: UNKNOWN_ID, termId: UNKNOWN_ID },
        body: {},
      }),
      403,
      'forbidden',
    );
    rec.error(
      calls.removeSearchConcept,
      'a member removes a concept → 403',
      await api.send(calls.removeSearchConcept, { token: member, params: { id: UNKNOWN_ID }, body: {} }),
      403,
      'forbidden',
    );
  });
  const token = await signInAsOperator(ctx);
  if (!token) {
    rec.skip(calls.searchWords, 'the dictionary', NO_OPERATOR);
    rec.skip(calls.addSearchConcept, 'add and remove a concept', NO_OPERATOR);
    rec.skip(calls.addSearchTerm, 'add a spelling', NO_OPERATOR, { status: 422, code: 'validation' });
    rec.skip(calls.removeSearchTerm, 'take a spelling off', NO_OPERATOR);
    rec.skip(calls.removeSearchConcept, 'remove a concept', NO_OPERATOR, { status: 404, code: 'not_found' });
    return;
  }
  await rec.guard(calls.addSearchConcept, 'add and remove a concept', async () => {
    rec.success<SearchConcept[]>(calls.searchWords, 'the dictionary', await api.send(calls.searchWords, { token }));
    rec.error(
      calls.searchWords,
      'a filter with a direction override → 422',
      await api.raw('GET', calls.searchWords.path, { token, query: { text: '\u202eenohpi' } }),
      422,
      'validation',
    );
    rec.error(
      calls.addSearchConcept,
      'a name without a letter or digit → 422',
      await api.send(calls.addSearchConcept, {
        token,
        body: { kind: 'brand', nameEn: '!!!', nameAr: 'مطابقة', terms: [] },
      }),
      422,
      'validation',
    );
    rec.error(
      calls.addSearchTerm,
      'a spelling for an unknown concept → 404',
      await api.send(calls.addSearchTerm, { token, params: { id: UNKNOWN_ID }, body: { term: 'conformance' } }),
      404,
      'not_found',
    );
    const tag = Date.now().toString(36);
    const concept = rec.success<SearchConcept>(
      calls.addSearchConcept,
      'add a concept of the suite’s own with a spelling',
      await api.send(calls.addSearchConcept, {
        token,
        body: { kind: 'word', nameEn: `Conformance ${tag}`, nameAr: `مطابقة ${tag}`, terms: [`conf${tag}`] },
      }),
      (c) => (c.terms.length === 3 ? undefined : `${c.terms.length} terms, expected the two names and the spelling`),
    );
    if (!concept) return;
    const added = rec.success<SearchConcept>(
      calls.addSearchTerm,
      'add one more spelling',
      await api.send(calls.addSearchTerm, { token, params: { id: concept.id }, body: { term: `cnf ${tag}` } }),
      (c) => (c.terms.length === 4 ? undefined : `${c.terms.length} terms after adding one`),
    );
    rec.error(
      calls.addSearchTerm,
      'the same spelling again → 422',
      await api.send(calls.addSearchTerm, { token, params: { id: concept.id }, body: { term: `CNF  ${tag}` } }),
      422,
      'validation',
    );
    const extra = added?.terms.find((t) => t.term === `cnf ${tag}`);
    if (extra) {
      rec.success<SearchConcept>(
        calls.removeSearchTerm,
        'take the spelling off',
        await api.send(calls.removeSearchTerm, { token, params: { id: concept.id, termId: extra.id }, body: {} }),
        (c) => (c.terms.some((t) => t.id === extra.id) ? 'the spelling is still there' : undefined),
      );
      rec.error(
        calls.removeSearchTerm,
        'a spelling no longer there → 404',
        await api.send(calls.removeSearchTerm, { token, params: { id: concept.id, termId: extra.id }, body: {} }),
        404,
        'not_found',
      );
    }
    rec.success(
      calls.removeSearchConcept,
      'remove the concept',
      await api.send(calls.removeSearchConcept, { token, params: { id: concept.id }, body: {} }),
    );
    rec.error(
      calls.removeSearchConcept,
      'a concept no longer there → 404',
      await api.send(calls.removeSearchConcept, { token, params: { id: concept.id }, body: {} }),
      404,
      'not_found',
    );
  });
  await signOutOperator(ctx, token);
};
