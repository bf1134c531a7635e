import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database.js';
import { createTestPostgresDatabase } from '../src/testing.js';

const check = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  await database.migrate();
  const r = await database.db.execute(sql`select badal_search_normalize('والسيارة الجديدة أحمد مُحَمَّد ٢٠١٩ Land-Cruiser') n,
    badal_prefix_tsquery('السيارات Land cruis ''; drop table x; <script>') q, badal_prefix_tsquery('!!!') e,
    to_tsvector('simple', badal_search_normalize('Toyota Land Cruiser 2019 سيارة')) @@ badal_prefix_tsquery('land cruis') m`);
  console.log(database.kind, r.rows);
  await database.close();
};
const t = Date.now();
await check(await openDatabase({ kind: 'pglite' }));
console.log('pglite ms', Date.now() - t);
const pgdb = await createTestPostgresDatabase();
await check(await openDatabase(pgdb.options));
await pgdb.drop();
