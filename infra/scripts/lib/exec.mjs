/** Runs one command of the test pipeline with the terminal attached, resolving to its exit code. */
import { spawn } from 'node:child_process';

/**
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd: string, env?: Record<string, string | undefined> }} options
 * @returns {Promise<number>} the exit code; 128 + n when killed by signal n, 127 when it could not start
 */
export const run = (command, args, { cwd, env = process.env }) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.once('error', (err) => {
      console.error(`could not run ${command}: ${err.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => {
      if (code !== null) resolve(code);
      else resolve(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGKILL' ? 9 : 15));
    });
  });
