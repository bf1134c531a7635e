/**
 * Creating and dropping the cluster's PostgreSQL database, through a connection to the server's
 * `postgres` maintenance database. Names are checked before they reach SQL (identifiers cannot be
 * bound as parameters).
 */
import pg from 'pg';

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * @param {string} databaseUrl
 * @returns {{ name: string, adminUrl: string }}
 */
export const splitDatabaseUrl = (databaseUrl) => {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!NAME.test(name)) throw new Error(`database name "${name}" must be lower-case letters, digits and _`);
  url.pathname = '/postgres';
  return { name, adminUrl: url.toString() };
};

/**
 * @template T
 * @param {string} adminUrl
 * @param {(client: pg.Client) => Promise<T>} work
 * @returns {Promise<T>}
 */
const withAdmin = async (adminUrl, work) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * Creates the database of the URL unless it exists. Returns true when it was created.
 * @param {string} databaseUrl
 * @returns {Promise<boolean>}
 */
export const ensureDatabase = (databaseUrl) => {
  const { name, adminUrl } = splitDatabaseUrl(databaseUrl);
  return withAdmin(adminUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database "${name}"`);
    return true;
  });
};

/**
 * Drops the database of the URL, closing whatever is connected to it (PostgreSQL 13+).
 * @param {string} databaseUrl
 * @returns {Promise<void>}
 */
export const dropDatabase = (databaseUrl) => {
  const { name, adminUrl } = splitDatabaseUrl(databaseUrl);
  return withAdmin(adminUrl, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
  });
};
