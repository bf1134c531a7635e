/**
 * The choices .ci/run makes about PostgreSQL, run in bash with the script sourced (which defines
 * its steps without running them) and the system's commands replaced by stand-ins on PATH: which
 * cluster to start among none or several, when to create one, and how the tests get in when the
 * server asks for a password.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../.ci/run');

/** The few tools the steps use; nothing of PostgreSQL's, so the stand-ins are all there is. */
const TOOLS = ['bash', 'env', 'awk', 'sort', 'head', 'tail', 'find', 'base64', 'tr', 'cat', 'chmod', 'seq', 'timeout'];

let bin: string;
let tools: string;
beforeEach(() => {
  bin = fs.mkdtempSync(path.join(os.tmpdir(), 'badal-ci-run-test-'));
  tools = path.join(bin, 'tools');
  fs.mkdirSync(tools);
  for (const tool of TOOLS) {
    const found = execFileSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
    fs.symlinkSync(found, path.join(tools, tool));
  }
});
afterEach(() => fs.rmSync(bin, { recursive: true, force: true }));

/** A stand-in command that logs its arguments to calls.log and does what `body` says. */
const stub = (name: string, body = 'exit 0') => {
  const file = path.join(bin, name);
  fs.writeFileSync(file, `#!/usr/bin/env bash\necho "${name} $*" >> "${bin}/calls.log"\n${body}\n`);
  fs.chmodSync(file, 0o755);
};
const calls = () =>
  fs.existsSync(path.join(bin, 'calls.log'))
    ? fs.readFileSync(path.join(bin, 'calls.log'), 'utf8').trim().split('\n')
    : [];

/** Runs bash with .ci/run sourced, then `commands`; prints what they print. */
const bash = (commands: string, env: Record<string, string> = {}) =>
  execFileSync('bash', ['-c', `source "${script}"; log() { :; }; ${commands}`], {
    env: { PATH: `${bin}:${tools}`, ...env },
    encoding: 'utf8',
  }).trim();

const CLUSTERS = (lines: string[]) => lines.join('\n');

describe('.ci/run: the PostgreSQL cluster', () => {
  it('starts the cluster configured for port 5432, the newest if several are', () => {
    const listed = CLUSTERS([
      '13  main 5433 down postgres /var/lib/postgresql/13/main log',
      '15  main 5432 down postgres /var/lib/postgresql/15/main log',
      '16  main 5432 down postgres /var/lib/postgresql/16/main log',
      '9.6 old  5432 down postgres /var/lib/postgresql/9.6/old log',
    ]);
    expect(bash(`choose_cluster <<'EOF'\n${listed}\nEOF`)).toBe('16 main');
    expect(bash(`choose_cluster <<'EOF'\n${CLUSTERS(['13 main 5433 down postgres d l'])}\nEOF`)).toBe('');
    expect(bash(`choose_cluster < /dev/null`)).toBe('');
  });

  it('finds the newest server installed, whatever the number of versions', () => {
    const servers = path.join(bin, 'servers');
    expect(bash('newest_server_version', { PG_SERVERS_DIR: servers })).toBe('');
    for (const v of ['9.6', '13', '15']) fs.mkdirSync(path.join(servers, v), { recursive: true });
    expect(bash('newest_server_version', { PG_SERVERS_DIR: servers })).toBe('15');
  });

  it('creates a cluster on 5432 when none listens there, named ci when main is taken', () => {
    const servers = path.join(bin, 'servers');
    fs.mkdirSync(path.join(servers, '15'), { recursive: true });
    stub('pg_lsclusters', `echo "15 main 5433 down postgres /d /l"`);
    stub('pg_createcluster');
    stub('pg_ctlcluster');
    bash('port_open() { return 1; }; wait_for_port() { :; }; ensure_postgres', { PG_SERVERS_DIR: servers });
    expect(calls()).toContain('pg_createcluster 15 ci --port 5432');
    expect(calls()).toContain('pg_ctlcluster --skip-systemctl-redirect 15 ci start');
  });

  it('installs PostgreSQL when it is missing, then starts the cluster the install made', () => {
    stub('pg_ctlcluster');
    // pg_lsclusters exists once apt-get has "installed" it.
    const install = `cat > "${bin}/pg_lsclusters" <<'EOS'\n#!/usr/bin/env bash\necho "16 main 5432 down postgres /d /l"\nEOS\nchmod +x "${bin}/pg_lsclusters"`;
    stub('apt-get', `[[ $1 == install ]] && { ${install}; }; exit 0`);
    bash('port_open() { return 1; }; wait_for_port() { :; }; ensure_postgres');
    expect(calls()).toContain('apt-get install -y --no-install-recommends postgresql postgresql-client');
    expect(calls()).toContain('pg_ctlcluster --skip-systemctl-redirect 16 main start');
  });
});

describe('.ci/run: how the tests sign in to PostgreSQL', () => {
  it('leaves a server that trusts local TCP as it is', () => {
    stub('psql');
    expect(bash(`ensure_test_database_login; echo "url=\${TEST_DATABASE_URL:-}"`)).toBe('url=');
    expect(calls().some((c) => c.startsWith('runuser'))).toBe(false);
  });

  it('gives the postgres role a password when the server asks for one, and passes it on', () => {
    stub('psql', 'exit 2');
    stub('runuser');
    const out = bash('ensure_test_database_login; echo "$TEST_DATABASE_URL"');
    const password = /^postgres:\/\/postgres:([A-Za-z0-9]{16,})@127\.0\.0\.1:5432\/postgres$/.exec(out)?.[1];
    expect(password).toBeDefined();
    expect(calls()).toContainEqual(expect.stringContaining(`runuser -u postgres -- psql`));
    expect(calls()).toContainEqual(expect.stringContaining(`ALTER ROLE postgres PASSWORD '${password}'`));
  });

  it('uses the TEST_DATABASE_URL it is given', () => {
    stub('psql', 'exit 2');
    const given = 'postgres://me:secret@127.0.0.1:5432/postgres';
    expect(bash('ensure_test_database_login; echo "$TEST_DATABASE_URL"', { TEST_DATABASE_URL: given })).toBe(given);
    expect(calls()).toEqual([]);
  });
});
