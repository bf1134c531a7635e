/**
 * A chunk that fails while the browser is offline is asked for again once it is online, its
 * failed style sheet's link gone so that Vite's loader fetches it anew; other failures pass.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, loadWhenOnline } from './chunk-load';

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

afterEach(() => {
  vi.restoreAllMocks();
  for (const link of document.querySelectorAll('link')) link.remove();
});

describe('chunk loads', () => {
  it('knows a script or style sheet that could not be fetched from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for http://127.0.0.1/assets/b.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch')).toBe(false);
  });

  it('offline, waits for the browser to be online and asks again, without the failed style sheet', async () => {
    const online = goOffline();
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = 'http://127.0.0.1/assets/report.css';
    const other = document.createElement('link');
    other.rel = 'stylesheet';
    other.href = 'http://127.0.0.1/assets/app.css';
    document.head.append(sheet, other);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error(`Unable to preload CSS for ${sheet.href}`))
      .mockResolvedValueOnce('part');

    const listening = vi.spyOn(window, 'addEventListener');
    let settled = false;
    const loading = loadWhenOnline(load).finally(() => {
      settled = true;
    });
    // It failed, forgot the failed sheet and now waits for the browser to say it is online.
    await vi.waitFor(() => expect(listening).toHaveBeenCalledWith('online', expect.any(Function), { once: true }));
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sheet.isConnected).toBe(false);
    expect(other.isConnected).toBe(true);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a failure while online, and any other failure, to the caller', async () => {
    await expect(
      loadWhenOnline(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js'))),
    ).rejects.toThrow(/dynamically imported/);
    goOffline();
    await expect(loadWhenOnline(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
