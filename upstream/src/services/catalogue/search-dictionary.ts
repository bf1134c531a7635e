/**
 * The search dictionary operators extend (issue #33): concepts with their terms in both scripts,
 * read by search-text.ts. A term is kept once per concept in its normalised form, so "Samsung"
 * and " SAMSUNG " are one; a term must hold a letter or digit (a search key). Adding a concept
 * writes it and its terms in one transaction.
 */
import type { SearchConcept, SearchConceptKind } from '@badal/contracts';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { searchConcepts, searchTerms, users } from '../../db/schema.js';
import { fieldError, notFound } from '../../http-error.js';
import type { UpstreamContext } from '../context.js';
import { inTransaction } from '../transactions.js';
import { toPerson } from '../users.js';
import { likeContains } from './attribute-filter.js';

/** How many concepts one listing shows at most (a text narrows it). */
const LIST_LIMIT = 500;

type ConceptRow = typeof searchConcepts.$inferSelect;

const toConcepts = async (ctx: UpstreamContext, db: Db, rows: readonly ConceptRow[]): Promise<SearchConcept[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const terms = await db
    .select({ id: searchTerms.id, conceptId: searchTerms.conceptId, term: searchTerms.term })
    .from(searchTerms)
    .where(inArray(searchTerms.conceptId, ids))
    .orderBy(asc(searchTerms.normalized), asc(searchTerms.id));
  const operatorIds = [...new Set(rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])))];
  const people = operatorIds.length ? await db.select().from(users).where(inArray(users.id, operatorIds)) : [];
  const byId = new Map(people.map((p) => [p.id, toPerson(ctx, p)]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as SearchConceptKind,
    nameEn: r.nameEn,
    nameAr: r.nameAr,
    terms: terms.filter((t) => t.conceptId === r.id).map((t) => ({ id: t.id, term: t.term })),
    addedBy: r.createdBy === null ? null : (byId.get(r.createdBy) ?? null),
    createdAt: r.createdAt.toISOString(),
  }));
};

const conceptById = async (ctx: UpstreamContext, db: Db, id: number): Promise<SearchConcept> => {
  const rows = await db.select().from(searchConcepts).where(eq(searchConcepts.id, id));
  const [concept] = await toConcepts(ctx, db, rows);
  if (!concept) throw notFound();
  return concept;
};

/** The dictionary by English name; with a text, the concepts whose names or terms contain it. */
export const listConcepts = async (ctx: UpstreamContext, text?: string): Promise<SearchConcept[]> => {
  const filter = text
    ? or(
        ilike(searchConcepts.nameEn, likeContains(text)),
        ilike(searchConcepts.nameAr, likeContains(text)),
        sql`exists (select 1 from ${searchTerms} where ${searchTerms.conceptId} = ${searchConcepts.id}
          and ${searchTerms.normalized} like '%' || replace(replace(replace(badal_search_normalize(${text}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')`,
      )
    : undefined;
  const rows = await ctx.db
    .select()
    .from(searchConcepts)
    .where(filter)
    .orderBy(asc(sql`lower(${searchConcepts.nameEn})`), asc(searchConcepts.id))
    .limit(LIST_LIMIT);
  return toConcepts(ctx, ctx.db, rows);
};

/** Whether a term holds a word search can use (a letter or digit), by the database's own rules. */
const hasWord = async (db: Db, term: string): Promise<boolean> => {
  const rows = (await db.execute(sql`select badal_search_key(${term}) <> '' as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  return rows.rows[0]?.ok === true;
};

/**
 * Inserts a term unless the concept has it already (the same search key: case, letter forms,
 * punctuation and spacing aside); false when it had.
 */
const insertTerm = async (db: Db, conceptId: number, term: string): Promise<boolean> => {
  const [taken] = await db
    .select({ id: searchTerms.id })
    .from(searchTerms)
    .where(
      and(eq(searchTerms.conceptId, conceptId), sql`badal_search_key(${searchTerms.term}) = badal_search_key(${term})`),
    )
    .limit(1);
  if (taken) return false;
  const inserted = await db
    .insert(searchTerms)
    .values({ conceptId, term })
    .onConflictDoNothing({ target: [searchTerms.conceptId, searchTerms.normalized] })
    .returning({ id: searchTerms.id });
  return inserted.length > 0;
};

export interface NewConcept {
  kind: SearchConceptKind;
  nameEn: string;
  nameAr: string;
  terms: string[];
}

export const addConcept = async (ctx: UpstreamContext, operatorId: number, input: NewConcept): Promise<SearchConcept> =>
  inTransaction(ctx, async (tx) => {
    const typed: [string, string][] = [
      ['nameEn', input.nameEn],
      ['nameAr', input.nameAr],
      ...input.terms.map((t, i): [string, string] => [`terms.${i}`, t]),
    ];
    for (const [field, term] of typed) if (!(await hasWord(tx, term))) throw fieldError('search.termNoWord', field);
    const [concept] = await tx
      .insert(searchConcepts)
      .values({
        kind: input.kind,
        nameEn: input.nameEn,
        nameAr: input.nameAr,
        createdBy: operatorId,
        createdAt: ctx.clock(),
      })
      .returning({ id: searchConcepts.id });
    if (!concept) throw new Error('search concept not written');
    for (const [, term] of typed) await insertTerm(tx, concept.id, term);
    return conceptById(ctx, tx, concept.id);
  });

export const addTerm = async (ctx: UpstreamContext, conceptId: number, term: string): Promise<SearchConcept> =>
  inTransaction(ctx, async (tx) => {
    await conceptById(ctx, tx, conceptId);
    if (!(await hasWord(tx, term))) throw fieldError('search.termNoWord', 'term');
    if (!(await insertTerm(tx, conceptId, term))) throw fieldError('search.termTaken', 'term');
    return conceptById(ctx, tx, conceptId);
  });

export const removeTerm = async (ctx: UpstreamContext, conceptId: number, termId: number): Promise<SearchConcept> => {
  const removed = await ctx.db
    .delete(searchTerms)
    .where(and(eq(searchTerms.id, termId), eq(searchTerms.conceptId, conceptId)))
    .returning({ id: searchTerms.id });
  if (removed.length === 0) throw notFound();
  return conceptById(ctx, ctx.db, conceptId);
};

export const removeConcept = async (ctx: UpstreamContext, conceptId: number): Promise<void> => {
  const removed = await ctx.db
    .delete(searchConcepts)
    .where(eq(searchConcepts.id, conceptId))
    .returning({ id: searchConcepts.id });
  if (removed.length === 0) throw notFound();
};
