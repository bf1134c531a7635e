/** Runs one command of the test pipeline, its output passed through, resolving to its exit code. */
import { spawn } from 'node:child_process';

/** How much of a command's output is kept for reading its counts: the closing lines are enough. */
const KEPT_CHARS = 64 * 1024;

/**
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd: string, env?: Record<string, string | undefined> }} options
 * @returns {Promise<number>} the exit code; 128 + n when killed by signal n, 127 when it could not start
 */
export const run = async (command, args, options) => (await runKeepingTail(command, args, options)).code;

/**
 * Like run, and keeps the end of what the command printed (its closing lines carry the counts the
 * summary reports). The output still reaches the terminal as it comes; colours stay on when the
 * terminal has them.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd: string, env?: Record<string, string | undefined> }} options
 * @returns {Promise<{ code: number, tail: string }>}
 */
export const runKeepingTail = (command, args, { cwd, env = process.env }) =>
  new Promise((resolve) => {
    const colour = process.stdout.isTTY && !env.NO_COLOR ? { FORCE_COLOR: env.FORCE_COLOR ?? '1' } : {};
    const child = spawn(command, args, { cwd, env: { ...env, ...colour }, stdio: ['inherit', 'pipe', 'pipe'] });
    let tail = '';
    /** @param {NodeJS.WriteStream} to */
    const pass = (to) => (/** @type {Buffer} */ chunk) => {
      to.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-KEPT_CHARS);
    };
    child.stdout?.on('data', pass(process.stdout));
    child.stderr?.on('data', pass(process.stderr));
    child.once('error', (err) => {
      console.error(`could not run ${command}: ${err.message}`);
      resolve({ code: 127, tail });
    });
    child.once('close', (code, signal) => {
      if (code !== null) resolve({ code, tail });
      else resolve({ code: 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGKILL' ? 9 : 15), tail });
    });
  });
