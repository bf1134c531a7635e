/**
 * `npm run build` as a child of `npm start`, in its own process group: a signal to `npm start`
 * (which a process manager or an IDE sends to npm's process only) stops the build too, instead of
 * leaving it running with nobody waiting for it.
 */
import { spawn } from 'node:child_process';

/**
 * @typedef {object} Build
 * @property {Promise<import('./service.mjs').ExitStatus>} done
 * @property {() => void} stop SIGTERM to the build and everything it started
 */

/**
 * @param {{ root: string, command?: string, args?: string[] }} options
 * @returns {Build}
 */
export const runBuild = ({ root, command = 'npm', args = ['run', 'build'] }) => {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true });
  /** @type {Promise<import('./service.mjs').ExitStatus>} */
  const done = new Promise((resolve) => {
    child.once('error', () => resolve({ code: 127, signal: null }));
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  return { done, stop };
};
