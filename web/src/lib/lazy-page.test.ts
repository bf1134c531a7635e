// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loadWithReload } from './lazy-page';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/login-page-x.js');

describe('page chunk loading', () => {
  it('reloads once when a chunk fails, then lets the error through', async () => {
    const env = { storage: memoryStorage(), reload: vi.fn() };
    const pending = loadWithReload(() => Promise.reject(chunkError()), env);
    await Promise.resolve();
    await Promise.resolve();
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(
      await Promise.race([pending.then(() => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 20))]),
    ).toBe('pending');
    await expect(loadWithReload(() => Promise.reject(chunkError()), env)).rejects.toThrow(/dynamically imported/);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('forgets the reload once a chunk loads, and never reloads for other errors', async () => {
    const env = { storage: memoryStorage(), reload: vi.fn() };
    env.storage.setItem('badal:chunk-reload', '1');
    await expect(loadWithReload(() => Promise.resolve('page'), env)).resolves.toBe('page');
    expect(env.storage.getItem('badal:chunk-reload')).toBeNull();
    await expect(loadWithReload(() => Promise.reject(new Error('boom')), env)).rejects.toThrow('boom');
    expect(env.reload).not.toHaveBeenCalled();
  });
});
