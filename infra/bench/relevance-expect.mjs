#!/usr/bin/env node
/**
 * `node infra/bench/relevance-expect.mjs <pglite data dir>`: fills in the products each query of
 * infra/bench/relevance/queries.json expects, from the demo catalogue itself (not from what the
 * engine answers). Each query names an intent; an intent is a pattern over product names in both
 * languages (and, where given, the categories it is limited to), written by reading the
 * catalogue. The products matching it (listed ones, by their stable seed slugs) are written back.
 * Run it against a freshly seeded database (`DATA_DIR=… node upstream/dist/server.js` once).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const here = path.dirname(fileURLToPath(import.meta.url));
const file = path.join(here, 'relevance', 'queries.json');
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: relevance-expect.mjs <pglite data dir>');

const db = await PGlite.create({ dataDir });
const { rows } = await db.query(
  `select p.slug, p.name, c.slug as category from products p join categories c on c.id = p.category_id
   where p.status = 'published' and p.moderation_state = 'visible' and p.deal_state is null and p.ends_at > now()
   order by p.slug`,
);
await db.close();

const set = JSON.parse(fs.readFileSync(file, 'utf8'));
for (const query of set.queries) {
  const intent = set.intents[query.intent];
  if (!intent) throw new Error(`unknown intent ${query.intent}`);
  const names = new RegExp(intent.names, 'iu');
  query.products = rows
    .filter((r) => names.test(r.name) && (!intent.categories || intent.categories.includes(r.category)))
    .map((r) => r.slug);
  if (query.products.length === 0) throw new Error(`no product for ${query.q}`);
}
fs.writeFileSync(file, `${JSON.stringify(set, null, 1)}\n`);
console.info(`${set.queries.length} queries, expectations written to ${file}`);
