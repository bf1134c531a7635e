/**
 * Spec §8 "No connection": a search page asks for two things at once (the results and the price
 * bound); with the network gone both fail, and the person reads 'check your connection' once.
 * When the browser is back online the message goes and the page loads by itself (SWR revalidates
 * on reconnect).
 */
import type { Locale } from '@badal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productCards, productPage } from '../test/catalogue-fixtures';
import { type Answer, fakeApi } from '../test/fake-api';
import { bootstrapFor, categories } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { reportConnectionLost } from './connection';
import { snackbar } from './snackbar';

const path = '/categories/search?text=iphone';
const text = { en: 'Check your connection', ar: 'تحقق من اتصالك' } as const;
const tryAgain = { en: 'Try again', ar: 'حاول مرة أخرى' } as const;

/**
 * The search page's calls, answered only while `reachable()`; and what SWR asks again on
 * reconnecting besides (the start-up data, the category tree).
 */
const catalogueApi = (locale: Locale, reachable: () => boolean) => {
  const when =
    (answer: Answer): (() => Answer) =>
    () =>
      reachable() ? answer : 'network-error';
  return fakeApi({
    'GET /api/v2/search/products': when({ body: productPage(productCards(3)) }),
    'GET /api/v2/search/products/max-price': when({ body: { maxPrice: 32000 } }),
    'GET /bff/bootstrap': when({ body: bootstrapFor(locale) }),
    'GET /api/categories/mini': when({ body: categories }),
  });
};

/** What the browser says about the network, and its event when that changes. */
const browserOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

afterEach(() => {
  browserOnline(true);
  vi.restoreAllMocks();
});

describe.each(['en', 'ar'] as const)('no connection (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';

  it('says check your connection once for all the calls that failed, and keeps saying it while offline', async () => {
    let online = false;
    browserOnline(false);
    const api = catalogueApi(locale, () => online);
    const show = vi.spyOn(snackbar, 'show');
    await renderApp({ locale, path: `${prefix}${path}` });

    expect(await screen.findByTestId('snackbar')).toHaveTextContent(text[locale]);
    await waitFor(() => expect(api.requests.length).toBeGreaterThanOrEqual(2));
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(text[locale], 'error', { sticky: true });
    expect(screen.getAllByTestId('snackbar')).toHaveLength(1);

    online = true;
    browserOnline(true);
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('when only the server was out of reach, says it for a few seconds, and the page loads on trying again', async () => {
    let reachable = false;
    catalogueApi(locale, () => reachable);
    const show = vi.spyOn(snackbar, 'show');
    const { user } = await renderApp({ locale, path: `${prefix}${path}` });
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(text[locale]);
    // The browser thinks it is online and cannot say when the server is back: the message times out.
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(text[locale], 'error', { sticky: false });

    reachable = true;
    await user.click(screen.getAllByRole('button', { name: tryAgain[locale] })[0]!);
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
  });
});

describe('check your connection', () => {
  it('is shown once while on screen, and again once it has gone', () => {
    const show = vi.spyOn(snackbar, 'show');
    reportConnectionLost('check your connection');
    reportConnectionLost('check your connection');
    expect(show).toHaveBeenCalledTimes(1);
    expect(snackbar.get()?.text).toBe('check your connection');

    snackbar.dismiss();
    reportConnectionLost('check your connection');
    expect(show).toHaveBeenCalledTimes(2);
    snackbar.dismiss();
  });

  it('goes when the browser is back online, leaving a newer message alone', () => {
    reportConnectionLost('check your connection');
    window.dispatchEvent(new Event('online'));
    expect(snackbar.get()).toBeNull();

    reportConnectionLost('check your connection');
    snackbar.error('payment failed');
    window.dispatchEvent(new Event('online'));
    expect(snackbar.get()?.text).toBe('payment failed');
    snackbar.dismiss();
  });
});
