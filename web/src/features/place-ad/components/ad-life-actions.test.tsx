/** My ads' life actions (issue #32), in both languages: a run, Renew when open, Mark as sold asked first, a refusal said. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { snackbar } from '../../../lib/snackbar';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { AdLifeActions } from './ad-life-actions';

const ui = {
  en: {
    renew: 'Renew',
    mark: 'Mark as sold',
    yes: 'Yes, it was sold',
    ended: 'Ended',
    runs: 'Runs until',
    ending: 'Ends in 1 d 2 h',
  },
  ar: {
    renew: 'تجديد',
    mark: 'تحديد كمُباع',
    yes: 'نعم، تم بيعه',
    ended: 'منتهية',
    runs: 'معروض حتى',
    ending: 'ينتهي خلال 1 يوم 2 س',
  },
} as const;

const NOW = new Date('2026-11-27T10:00:00Z');
const life = { id: 5, slug: 'ad-5', endsAt: '2026-12-20T10:00:00Z', closedRequests: 0 };

describe.each(['en', 'ar'] as const)('ad life actions (%s)', (locale) => {
  const t = ui[locale];

  it('renews an ended ad and marks a live one sold outside Badal after asking', async () => {
    const api = fakeApi({
      'POST /api/products/5/renew': { body: { ...life, adState: 'live', renewableAt: '2026-11-29T10:00:00Z' } },
      'POST /api/products/5/mark-sold': { body: { ...life, adState: 'sold', renewableAt: null, closedRequests: 2 } },
    });
    const ended = { id: 5, adState: 'ended', endsAt: '2026-11-26T10:00:00Z', renewableAt: null } as const;
    const { user } = await renderWithI18n(<AdLifeActions ad={ended} now={NOW} />, locale);
    expect(screen.getByTestId('ad-state')).toHaveTextContent(t.ended);
    await user.click(screen.getByRole('button', { name: t.renew }));
    await waitFor(() => expect(api.find('POST', '/api/products/5/renew')).toHaveLength(1));
    expect(snackbar.get()?.tone).toBe('success');

    await user.click(screen.getByRole('button', { name: t.mark }));
    expect(api.find('POST', '/api/products/5/mark-sold')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: t.yes }));
    await waitFor(() =>
      expect(api.find('POST', '/api/products/5/mark-sold').map((r) => r.body)).toEqual([{ requestId: null }]),
    );
  });

  it('offers no Renew within 48 hours of the last one, and says a refusal', async () => {
    fakeApi({ 'POST /api/products/5/mark-sold': { status: 422, body: errorBody('validation', 'already') } });
    const live = { id: 5, adState: 'live', endsAt: life.endsAt, renewableAt: '2026-11-28T10:00:00Z' } as const;
    const { user } = await renderWithI18n(<AdLifeActions ad={live} now={NOW} />, locale);
    expect(screen.getByTestId('ad-life')).toHaveTextContent(t.runs);
    expect(screen.queryByRole('button', { name: t.renew })).toBeNull();
    await user.click(screen.getByRole('button', { name: t.mark }));
    await user.click(await screen.findByRole('button', { name: t.yes }));
    await waitFor(() => expect(snackbar.get()?.tone).toBe('error'));
  });

  it('shows the time left within the 3-day notice', async () => {
    const ending = { id: 5, adState: 'live', endsAt: '2026-11-28T12:30:00Z', renewableAt: null } as const;
    await renderWithI18n(<AdLifeActions ad={ending} now={NOW} />, locale);
    expect(screen.getByTestId('ad-ending')).toHaveTextContent(t.ending);
    expect(screen.getByRole('button', { name: t.renew })).toBeEnabled();
  });

  it('offers nothing for a sold ad (its status label says so)', async () => {
    const sold = { id: 5, adState: 'sold', endsAt: life.endsAt, renewableAt: null } as const;
    await renderWithI18n(<AdLifeActions ad={sold} now={NOW} />, locale);
    expect(screen.queryByTestId('ad-life')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
