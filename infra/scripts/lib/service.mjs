/**
 * A Node service run as a child process: its output prefixed onto ours or written to a log file,
 * its exit observable, and a stop that escalates from SIGTERM to SIGKILL so a hung process
 * cannot keep a test run or a terminal waiting.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createLinePrefixer, formatPrefix } from './prefix.mjs';

/** @typedef {{ code: number | null, signal: NodeJS.Signals | null }} ExitStatus */
/** @typedef {{ kind: 'prefix', color: boolean } | { kind: 'file', path: string }} OutputMode */

/**
 * @typedef {object} Service
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<ExitStatus>} exited resolves once the process is gone
 * @property {() => ExitStatus | undefined} exitStatus undefined while it runs
 */

/**
 * @param {NodeJS.ReadableStream} from
 * @param {NodeJS.WritableStream} to
 * @param {string} prefix
 */
const pipePrefixed = (from, to, prefix) => {
  const prefixer = createLinePrefixer(prefix);
  from.setEncoding('utf8');
  from.on('data', (chunk) => {
    const out = prefixer.push(String(chunk));
    if (out) to.write(out);
  });
  from.on('end', () => {
    const rest = prefixer.flush();
    if (rest) to.write(rest);
  });
};

/** Services still running; killed outright if this process exits without stopping them. */
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
let exitHookInstalled = false;
const installExitHook = () => {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
};

/**
 * Starts `node <script>` (or `command` with `args`, for a service that is not Node: nginx, Redis)
 * with the given environment, in its own process group: a Ctrl+C in the terminal then reaches
 * only us, and we stop the services in order (the BFF before the API) instead of both receiving
 * the signal at once.
 * @param {{ name: string, script?: string, command?: string, args?: string[], env: Record<string, string | undefined>, cwd: string, output: OutputMode, nodeArgs?: string[] }} options
 * @returns {Service}
 */
export const startService = ({ name, script, command, args = [], env, cwd, output, nodeArgs = [] }) => {
  /** @type {import('node:child_process').StdioOptions} */
  let stdio = ['ignore', 'pipe', 'pipe'];
  /** @type {number | undefined} */
  let logFd;
  if (output.kind === 'file') {
    logFd = fs.openSync(output.path, 'a');
    stdio = ['ignore', logFd, logFd];
  }
  const [file, argv] = command
    ? [command, args]
    : [process.execPath, [...nodeArgs, /** @type {string} */ (script), ...args]];
  const child = spawn(file, argv, { cwd, env, stdio, detached: true });
  installExitHook();
  running.add(child);
  // The child holds its own copy of the descriptor.
  if (logFd !== undefined) fs.closeSync(logFd);
  if (output.kind === 'prefix' && child.stdout && child.stderr) {
    const prefix = formatPrefix(name, output.color);
    pipePrefixed(child.stdout, process.stdout, prefix);
    pipePrefixed(child.stderr, process.stderr, prefix);
  }

  /** @type {ExitStatus | undefined} */
  let status;
  const exited = new Promise((resolve) => {
    child.once('error', (err) => {
      // spawn itself failed (e.g. the node binary vanished): report it as an exit.
      running.delete(child);
      process.stderr.write(`[${name}] could not start: ${err.message}\n`);
      status ??= { code: 127, signal: null };
      resolve(status);
    });
    child.once('exit', (code, signal) => {
      running.delete(child);
      status ??= { code, signal };
      resolve(status);
    });
  });
  return { name, child, exited, exitStatus: () => status };
};

/**
 * Stops a service: `signal` (SIGTERM; nginx stops gracefully on SIGQUIT), then SIGKILL after
 * `graceMs`. Resolves once it has exited.
 * @param {Service} service
 * @param {{ graceMs?: number, signal?: NodeJS.Signals }} [options]
 * @returns {Promise<ExitStatus>}
 */
export const stopService = async (service, { graceMs = 10_000, signal = 'SIGTERM' } = {}) => {
  if (service.exitStatus() !== undefined) return /** @type {ExitStatus} */ (service.exitStatus());
  service.child.kill(signal);
  const timer = setTimeout(() => {
    if (service.exitStatus() === undefined) service.child.kill('SIGKILL');
  }, graceMs);
  const status = await service.exited;
  clearTimeout(timer);
  return status;
};

/**
 * 'exited with code 1', 'killed by SIGSEGV'.
 * @param {ExitStatus} status
 * @returns {string}
 */
export const describeExit = (status) =>
  status.signal ? `killed by ${status.signal}` : `exited with code ${status.code ?? 'unknown'}`;
