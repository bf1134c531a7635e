/**
 * docs/product.md is the product description kept in the repository; code comments cite its
 * sections. These checks keep it true to the contracts: every route with its access, layout and
 * state, every call with its auth, every error code with its status, every message with its exact
 * English and Arabic text, every constant. A change here that the document does not follow fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callList } from './calls/index.js';
import * as constants from './constants.js';
import { errorCatalogue } from './errors.js';
import { messages } from './messages.js';
import { appRoutes } from './routes.js';

const doc = readFileSync(new URL('../../docs/product.md', import.meta.url), 'utf8');

/** The cells of every Markdown table row, trimmed. */
const rows: string[][] = doc
  .split('\n')
  .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
  .map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  );

const rowsStartingWith = (...cells: string[]) => rows.filter((row) => cells.every((cell, i) => row[i] === cell));

describe('docs/product.md', () => {
  it('§2 lists every route with its id, access, layout, state and logout rule', () => {
    for (const route of appRoutes) {
      const found = rowsStartingWith(`\`${route.path}\``);
      expect(found, route.path).toHaveLength(1);
      const [, id, , access, layout, state, home] = found[0]!;
      expect({ path: route.path, id, access, layout, built: state === 'built', home: home === 'yes' }).toEqual({
        path: route.path,
        id: route.id,
        access: route.access,
        layout: route.layout,
        built: true,
        home: route.logoutGoesHome === true,
      });
    }
  });

  it('§7 lists every call of the call table with its auth and exposure', () => {
    for (const call of callList) {
      const found = rowsStartingWith(call.method, `\`${call.path}\``).filter((row) => row.length === 6);
      expect(found, `${call.method} ${call.path}`).toHaveLength(1);
      const [, , auth, , , exposed] = found[0]!;
      expect({ call: call.name, auth, exposed }).toEqual({
        call: call.name,
        auth: call.auth,
        exposed: call.exposure === 'api' ? 'api' : 'BFF',
      });
    }
  });

  it('§8 lists every error code with its status and message key', () => {
    for (const [code, { status, messageKey }] of Object.entries(errorCatalogue)) {
      expect(rowsStartingWith(`\`${code}\``, String(status), `\`${messageKey}\``), code).toHaveLength(1);
    }
  });

  it('gives every message its exact English and Arabic text, once', () => {
    for (const [key, { en, ar }] of Object.entries(messages)) {
      expect(rowsStartingWith(`\`${key}\``, en, ar), key).toHaveLength(1);
    }
  });

  it('§9 names every constant', () => {
    for (const name of Object.keys(constants)) expect(doc, name).toContain(`\`${name}\``);
  });
});
