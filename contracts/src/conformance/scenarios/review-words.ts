/**
 * The words operators list (Badal extension, issue #31 item 4): the main account (a member) is
 * refused every call (403); with operator credentials the list is read, a word of the suite's own
 * is listed, refused a second time (422), taken off the list and then unknown (404) — the list is
 * left as it was.
 */
import { calls } from '../../calls/index.js';
import type { ReviewWord } from '../../calls/review-words.js';
import { type SuiteContext, UNKNOWN_ID } from '../context.js';
import { NO_OPERATOR, signInAsOperator, signOutOperator } from './operator.js';

export const reviewWordChecks = async (ctx: SuiteContext): Promise<void> => {
  const { api, rec, state } = ctx;
  const member = state.token;
  if (!member) {
    for (const call of [calls.reviewWords, calls.addReviewWord, calls.removeReviewWord]) {
      rec.skip(call, 'signed in', 'not run: signing in the main account failed', 'all');
    }
    return;
  }
  await rec.guard(calls.reviewWords, 'members are refused', async () => {
    rec.error(
      calls.reviewWords,
      'a member reads the list → 403',
      await api.send(calls.reviewWords, { token: member }),
      403,
      'forbidden',
    );
    rec.error(
      calls.addReviewWord,
      'a member lists a word → 403',
      await api.send(calls.addReviewWord, { token: member, body: { word: 'conformance word' } }),
      403,
      'forbidden',
    );
    rec.error(
      calls.removeReviewWord,
      'a member unlists a word → 403',
      await api.send(calls.removeReviewWord, { token: member, params: { id: UNKNOWN_ID }, body: {} }),
      403,
      'forbidden',
    );
  });
  const token = await signInAsOperator(ctx);
  if (!token) {
    rec.skip(calls.reviewWords, 'the listed words', NO_OPERATOR);
    rec.skip(calls.addReviewWord, 'list and unlist a word', NO_OPERATOR, { status: 422, code: 'validation' });
    rec.skip(calls.removeReviewWord, 'list and unlist a word', NO_OPERATOR, { status: 404, code: 'not_found' });
    return;
  }
  await rec.guard(calls.addReviewWord, 'list and unlist a word', async () => {
    rec.success<ReviewWord[]>(calls.reviewWords, 'the listed words', await api.send(calls.reviewWords, { token }));
    const word = `conformance ${Date.now().toString(36)}`;
    const listed = rec.success<ReviewWord>(
      calls.addReviewWord,
      'list a word of the suite’s own',
      await api.send(calls.addReviewWord, { token, body: { word } }),
      (w) => (w.word === word ? undefined : `listed as ${JSON.stringify(w.word)}`),
    );
    rec.error(
      calls.addReviewWord,
      'the same word again → 422',
      await api.send(calls.addReviewWord, { token, body: { word: word.toUpperCase() } }),
      422,
      'validation',
    );
    if (!listed) return;
    rec.success(
      calls.removeReviewWord,
      'take it off the list',
      await api.send(calls.removeReviewWord, { token, params: { id: listed.id }, body: {} }),
    );
    rec.error(
      calls.removeReviewWord,
      'a word no longer listed → 404',
      await api.send(calls.removeReviewWord, { token, params: { id: listed.id }, body: {} }),
      404,
      'not_found',
    );
  });
  await signOutOperator(ctx, token);
};
