#!/usr/bin/env node
/**
 * npm run conformance -w contracts -- --upstream http://127.0.0.1:4000/api [--outbox URL]
 *
 * Accounts come from the environment (defaults: the reference API's seeded ones):
 * CONFORMANCE_USER / CONFORMANCE_PASSWORD, CONFORMANCE_UNVERIFIED_USER / _PASSWORD,
 * CONFORMANCE_BANNED_USER / _PASSWORD; CONFORMANCE_OUTBOX_URL enables the destructive checks.
 * Prints one line per check and `N passed, N failed`; exits 1 on any failure, 2 on bad usage.
 */
import { parseArgs } from 'node:util';
import { formatResult, summarize, summaryLines } from './report.js';
import { runConformance } from './suite.js';
import type { ConformanceCredentials } from './types.js';

type Env = Record<string, string | undefined>;

const USAGE =
  'usage: conformance --upstream <api base URL, e.g. http://127.0.0.1:4000/api> [--outbox <dev outbox URL>]';

const pick = (env: Env, names: string[], fallback: string): string =>
  names.map((n) => env[n]).find((v) => v !== undefined && v !== '') ?? fallback;

/** CONFORMANCE_USERNAME is accepted too, as the infra scripts spell it. */
export const credentialsFromEnv = (env: Env): ConformanceCredentials => ({
  user: {
    userName: pick(env, ['CONFORMANCE_USER', 'CONFORMANCE_USERNAME'], 'demo'),
    password: pick(env, ['CONFORMANCE_PASSWORD'], 'demo1234'),
  },
  unverified: {
    userName: pick(env, ['CONFORMANCE_UNVERIFIED_USER'], 'unverified'),
    password: pick(env, ['CONFORMANCE_UNVERIFIED_PASSWORD'], 'unverified1234'),
  },
  banned: {
    userName: pick(env, ['CONFORMANCE_BANNED_USER'], 'banned'),
    password: pick(env, ['CONFORMANCE_BANNED_PASSWORD'], 'banned1234'),
  },
  operator: {
    userName: pick(env, ['CONFORMANCE_OPERATOR_USER'], 'operator'),
    password: pick(env, ['CONFORMANCE_OPERATOR_PASSWORD'], 'operator1234'),
  },
});

export interface CliOptions {
  upstream: string;
  outboxUrl: string | undefined;
}

const httpUrl = (value: string, what: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${what} must be http(s): ${value}`);
  return value;
};

/** Reads the command line (and CONFORMANCE_UPSTREAM / CONFORMANCE_OUTBOX_URL); throws on bad usage. */
export const parseCli = (argv: string[], env: Env): CliOptions | 'help' => {
  const { values } = parseArgs({
    args: argv,
    options: { upstream: { type: 'string' }, outbox: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) return 'help';
  const upstream = values.upstream ?? env.CONFORMANCE_UPSTREAM;
  if (!upstream) throw new Error('--upstream is required');
  const outbox = values.outbox ?? (env.CONFORMANCE_OUTBOX_URL || undefined);
  return {
    upstream: httpUrl(upstream, '--upstream'),
    outboxUrl: outbox === undefined ? undefined : httpUrl(outbox, 'the outbox URL'),
  };
};

export const main = async (argv: string[], env: Env, out: (line: string) => void): Promise<number> => {
  let options: CliOptions | 'help';
  try {
    options = parseCli(argv, env);
  } catch (error) {
    out(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    out(USAGE);
    return 0;
  }
  out(`conformance of ${options.upstream}${options.outboxUrl ? ` (outbox ${options.outboxUrl})` : ''}`);
  const { results } = await runConformance({
    upstream: options.upstream,
    credentials: credentialsFromEnv(env),
    outboxUrl: options.outboxUrl,
  });
  for (const r of results) out(formatResult(r));
  const summary = summarize(results);
  for (const line of summaryLines(summary)) out(line);
  return summary.failed > 0 ? 1 : 0;
};

const invokedDirectly = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (invokedDirectly) {
  main(process.argv.slice(2), process.env, (line) => process.stdout.write(`${line}\n`)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`conformance crashed: ${(error as Error).stack ?? String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
