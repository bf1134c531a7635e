/** Pinned child processes for the benchmark: servers that report their port, and load runs. */
import { spawn } from 'node:child_process';
import { pinned } from './cpus.mjs';

/**
 * @param {string | null} cpus
 * @param {readonly string[]} nodeArgs arguments after `node`
 * @param {{ env?: Record<string, string | undefined>, stdout?: 'pipe' | number, cwd?: string }} [options]
 */
export const spawnNode = (cpus, nodeArgs, { env = process.env, stdout = 'pipe', cwd } = {}) => {
  const { command, args } = pinned(cpus, [process.execPath, ...nodeArgs]);
  return spawn(command, args, { env, cwd, stdio: ['ignore', stdout, stdout === 'pipe' ? 'inherit' : stdout] });
};

/**
 * The first line a child prints (a server's port), or an error if it exits first.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} name
 * @returns {Promise<string>}
 */
export const firstLine = (child, name) =>
  new Promise((resolve, reject) => {
    let text = '';
    const onExit = (/** @type {number | null} */ code) =>
      reject(new Error(`${name} exited (${code}) before it started`));
    child.once('exit', onExit);
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk) => {
      text += chunk;
      const newline = text.indexOf('\n');
      if (newline !== -1) {
        child.off('exit', onExit);
        resolve(text.slice(0, newline).trim());
      }
    });
  });

/**
 * Everything a child prints, once it exits with 0.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} name
 * @returns {Promise<string>}
 */
export const allOutput = (child, name) =>
  new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk) => {
      text += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`${name} exited with code ${code}`))));
  });

/**
 * SIGTERM, then SIGKILL after a grace period.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
export const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
