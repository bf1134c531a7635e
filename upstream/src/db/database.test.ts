/**
 * The API's own PostgreSQL connections carry its settings (decision 025): no parallel query,
 * whatever the server's default.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPostgresDatabase, type TestDatabase } from '../testing.js';
import { CONNECTION_SETTINGS, type Database, openDatabase } from './database.js';

describe('PostgreSQL connections', () => {
  let test: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    test = await createTestPostgresDatabase();
    database = await openDatabase(test.options);
  });

  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it('run without parallel workers or JIT, on every connection of the pool', async () => {
    expect(CONNECTION_SETTINGS).toEqual({ max_parallel_workers_per_gather: '0', jit: 'off' });
    // Several at once, so the pool opens more than one connection.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.db.execute(
          sql`select current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit, pg_sleep(0.05)`,
        ),
      ),
    );
    for (const answer of answers) {
      const row = (answer as unknown as { rows: { workers: string; jit: string }[] }).rows[0];
      expect(row).toMatchObject({ workers: '0', jit: 'off' });
    }
  });
});
