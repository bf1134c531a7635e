/**
 * The reload prompt: nothing until a new version of the app is waiting, then an offer in the
 * reader's language whose button swaps the new version in. The service worker's registration
 * (workbox-window) is replaced at its module boundary; the browser suite runs the real one.
 */
import type { Locale } from '@badal/contracts';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../lib/pwa/service-worker';
import { renderWithI18n } from '../test/render-with-i18n';
import { InstallableApp } from './installable-app';

vi.mock('../lib/pwa/service-worker', () => ({ registerServiceWorker: vi.fn(async () => undefined) }));
const register = vi.mocked(registerServiceWorker);

beforeEach(() => register.mockClear());

describe.each([
  ['en', 'A new version of Badal is ready.', 'Reload'],
  ['ar', 'يتوفر إصدار جديد من بدل.', 'إعادة التحميل'],
] as const)('the reload prompt (%s)', (locale: Locale, offer, button) => {
  it('registers the worker with the page language, and offers a waiting version until taken', async () => {
    const { user } = await renderWithI18n(<InstallableApp />, locale);
    expect(register).toHaveBeenCalledWith(locale, expect.any(Function));
    expect(screen.queryByTestId('update-prompt')).toBeNull();

    const apply = vi.fn();
    const onUpdate = register.mock.calls[0]?.[1] as (apply: () => void) => void;
    act(() => onUpdate(apply));
    expect(await screen.findByTestId('update-prompt')).toHaveTextContent(offer);
    await user.click(screen.getByRole('button', { name: button }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
