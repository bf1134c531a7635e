// @vitest-environment jsdom
/** Code the app can start without waits for the start (lib/lazy-page.ts `afterAppStarted`). */
import { describe, expect, it, vi } from 'vitest';
import { afterAppStarted, markFirstPageShown } from './lazy-page';

describe('code loaded after the app has started', () => {
  it('is requested only once the first page is shown, and at once after that', async () => {
    const load = vi.fn(async () => 'footer');
    const footer = afterAppStarted(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    markFirstPageShown();
    await expect(footer).resolves.toBe('footer');
    await expect(afterAppStarted(load)).resolves.toBe('footer');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
