/**
 * The search dictionary operators extend (issue #33): operators only; a concept with its spellings
 * is added in one go, a spelling once per concept (case and spacing aside), a term needs a letter
 * or digit; what is added changes what search finds at once, and removing it changes it back.
 */
import { calls, type SearchConcept } from '@badal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededProducts } from '../seed/demo-trades.js';
import { type ApiClient, apiClient, login } from '../test/api-client.js';
import { sharedTestUpstream, type TestUpstream } from '../testing.js';

const plan = seededProducts();

describe('the search dictionary', () => {
  let upstream: TestUpstream;
  let api: ApiClient;
  let operator: string;
  let member: string;

  beforeAll(async () => {
    upstream = await sharedTestUpstream();
    api = apiClient(upstream.url);
    operator = await login(api, 'operator', 'operator1234');
    member = await login(api, 'demo', 'demo1234');
  });
  afterAll(() => upstream?.close());

  const total = async (text: string) =>
    (await api.get(`/v2/search/products?${new URLSearchParams({ text })}`)).body.meta.total as number;

  it('is for operators only', async () => {
    expect((await api.get('/moderation/search-words', { token: member })).status).toBe(403);
    const body = { kind: 'word', nameEn: 'Dallah', nameAr: 'دلة', terms: [] };
    expect((await api.post('/moderation/search-words', body, { token: member })).status).toBe(403);
    expect((await api.get('/moderation/search-words')).status).toBe(401);
  });

  it('lists the base dictionary and narrows it by a text in either script', async () => {
    const all = calls.searchWords.response.parse((await api.get('/moderation/search-words', { token: operator })).body);
    expect(all.length).toBeGreaterThan(100);
    expect(all.find((c) => c.nameEn === 'Samsung')?.terms.map((t) => t.term.toLowerCase())).toEqual(
      expect.arrayContaining(['samsung', 'سامسونج', 'سامسونغ']),
    );
    const found = (await api.get(`/moderation/search-words?text=${encodeURIComponent('سامسونغ')}`, { token: operator }))
      .body as SearchConcept[];
    expect(found.map((c) => c.nameEn)).toEqual(['Samsung']);
  });

  it('adds a concept that search uses at once, refuses a spelling twice, and removes it', async () => {
    const dallahs = plan.filter((p) => /(^|\s)(dallah|دلة)(\s|$)/i.test(p.name)).length;
    const arabicOnly = await total('دلة');
    expect(arabicOnly).toBeLessThan(dallahs);

    const added = await api.post(
      '/moderation/search-words',
      { kind: 'word', nameEn: 'Dallah', nameAr: 'دلة', terms: ['dalla', ' DALLAH '] },
      { token: operator },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const concept = calls.addSearchConcept.response.parse(added.body);
    expect(concept).toMatchObject({ kind: 'word', addedBy: { userName: 'operator' } });
    expect(concept.terms.map((t) => t.term).sort()).toEqual(['Dallah', 'dalla', 'دلة'].sort());
    expect(await total('دلة')).toBe(dallahs);
    expect(await total('dallah')).toBe(dallahs);

    const again = await api.post(
      `/moderation/search-words/${concept.id}/terms`,
      { term: 'DALLA' },
      { token: operator },
    );
    expect(again).toMatchObject({ status: 422, body: { errors: { term: ['search.termTaken'] } } });
    const noWord = await api.post(`/moderation/search-words/${concept.id}/terms`, { term: '؟!' }, { token: operator });
    expect(noWord).toMatchObject({ status: 422, body: { errors: { term: ['search.termNoWord'] } } });
    const unknown = await api.post('/moderation/search-words/999999/terms', { term: 'x1' }, { token: operator });
    expect(unknown.status).toBe(404);

    const dalla = concept.terms.find((t) => t.term === 'dalla');
    const fewer = await api.post(
      `/moderation/search-words/${concept.id}/terms/${dalla?.id}`,
      {},
      { token: operator, method: 'DELETE' },
    );
    expect(calls.removeSearchTerm.response.parse(fewer.body).terms).toHaveLength(2);

    const removed = await api.post(`/moderation/search-words/${concept.id}`, {}, { token: operator, method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await total('دلة')).toBe(arabicOnly);
    expect(
      (await api.post(`/moderation/search-words/${concept.id}`, {}, { token: operator, method: 'DELETE' })).status,
    ).toBe(404);
  });

  it('refuses a concept whose name has no letter or digit, and writes nothing', async () => {
    const before = ((await api.get('/moderation/search-words', { token: operator })).body as SearchConcept[]).length;
    const answer = await api.post(
      '/moderation/search-words',
      { kind: 'brand', nameEn: 'Good', nameAr: 'جيد', terms: ['fine', '...'] },
      { token: operator },
    );
    expect(answer).toMatchObject({ status: 422, body: { errors: { 'terms.1': ['search.termNoWord'] } } });
    expect(((await api.get('/moderation/search-words', { token: operator })).body as SearchConcept[]).length).toBe(
      before,
    );
  });
});
