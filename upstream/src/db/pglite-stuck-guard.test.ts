import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { guardAgainstStuckBackend, messageText, STUCK_AFTER_FAILURES } from './pglite-stuck-guard.js';

/** A stand-in for PGlite's instance: a backend entry point that fails as told, and the protocol call. */
const fakeClient = (fail: () => unknown) => {
  const client = {
    mod: {
      _PostgresMainLoopOnce() {
        const error = fail();
        if (error !== undefined) throw error;
      },
    },
    execProtocolRawSync(message: Uint8Array) {
      return message;
    },
  };
  return client;
};

const run = (client: ReturnType<typeof fakeClient>, calls: number) => {
  for (let i = 0; i < calls; i++) {
    try {
      client.mod._PostgresMainLoopOnce();
    } catch {
      // PGlite's loop swallows it too.
    }
  }
};

describe("the guard against PGlite's stuck backend", () => {
  it("lets PostgreSQL's error jump through untold, however often", () => {
    const reports: string[] = [];
    let ended = false;
    const client = fakeClient(() => Object.assign(new Error('longjmp'), { status: 100 }));
    expect(guardAgainstStuckBackend(client, { report: (t) => reports.push(t), end: () => (ended = true) })).toBe(true);
    run(client, STUCK_AFTER_FAILURES * 2);
    expect(reports).toEqual([]);
    expect(ended).toBe(false);
  });

  it('tells the first other failure with the statement, and ends the process when the failures go on', () => {
    const reports: string[] = [];
    let ended = 0;
    const client = fakeClient(() => Object.assign(new Error('unreachable'), { name: 'RuntimeError' }));
    guardAgainstStuckBackend(client, { report: (t) => reports.push(t), end: () => (ended += 1) });
    // A Parse message: type, length, statement name, the SQL, parameter count.
    const sql = "select * from products where name ilike '%آيفون%'";
    const body = Buffer.concat([Buffer.from('\0'), Buffer.from(sql), Buffer.from('\0\0\0')]);
    const parse = Buffer.concat([Buffer.from('P'), Buffer.from([0, 0, 0, body.length + 4]), body]);
    client.execProtocolRawSync(new Uint8Array(parse));

    run(client, STUCK_AFTER_FAILURES - 1);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('RuntimeError: unreachable');
    expect(reports[0]).toContain(sql);
    expect(ended).toBe(0);
    run(client, 1);
    expect(reports[1]).toContain('electric-sql/pglite#1058');
    expect(ended).toBe(1);
  });

  it('counts the failures of one message: each new message starts again', () => {
    let calls = 0;
    let ended = false;
    // Fails, except every tenth call.
    const client = fakeClient(() => {
      calls += 1;
      return calls % 10 === 0 ? undefined : new Error('transient');
    });
    guardAgainstStuckBackend(client, { report: () => {}, end: () => (ended = true) });
    for (let i = 0; i < 4; i++) {
      client.execProtocolRawSync(new Uint8Array([81]));
      run(client, STUCK_AFTER_FAILURES - 1);
    }
    expect(ended).toBe(false);
    // Within one message, calls that return between the failures do not hide a stuck loop.
    run(client, STUCK_AFTER_FAILURES);
    expect(ended).toBe(true);
  });

  it('reads the SQL out of a wire message, and says when there is none', () => {
    expect(messageText(new Uint8Array(Buffer.from('Q\0\0\0\x0eselect 1\0')))).toBe('Q select 1');
    expect(messageText(undefined)).toBe('(none)');
    expect(messageText(new Uint8Array(Buffer.from(`Q${'x'.repeat(5000)}`))).length).toBe(2001);
  });

  it('wraps a real PGlite, whose statements and errors still answer as before', async () => {
    const client = await PGlite.create();
    try {
      expect(guardAgainstStuckBackend(client, { report: () => {}, end: () => {} })).toBe(true);
      expect((await client.query<{ n: number }>('select 1 + 1 as n')).rows).toEqual([{ n: 2 }]);
      await expect(client.query('select 1 / 0')).rejects.toThrow('division by zero');
      expect((await client.query<{ n: number }>('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    } finally {
      await client.close();
    }
    expect(guardAgainstStuckBackend({}, {})).toBe(false);
  });
});
