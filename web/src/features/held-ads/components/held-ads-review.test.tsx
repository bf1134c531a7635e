/**
 * The held-ads review panel (issue #31), in both languages: the queue with why each ad was held,
 * approving, rejecting only with a reason, a hold someone else decided (409: said, and the queue
 * refreshed), and the empty queue.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { Snackbar } from '../../../components/snackbar';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { shownText } from '../../../test/shown-text';
import type { HeldAd } from '../api/held-ads';
import { HeldAdsReview } from './held-ads-review';

const ui = {
  en: {
    approve: 'Approve',
    reject: 'Reject',
    reason: 'Reason for the owner, if you reject it',
    word: 'Contains a listed word: western union',
    first: 'The account’s first ad in a category that is checked first',
    resubmitted: 'Corrected by its owner after it was removed',
    empty: 'No ads are waiting for review.',
    approved: 'The ad was approved and is now shown.',
  },
  ar: {
    approve: 'موافقة',
    reject: 'رفض',
    reason: 'السبب لصاحب الإعلان، إن رفضته',
    word: 'يحتوي على كلمة من القائمة: western union',
    first: 'أول إعلان للحساب في فئة تتم مراجعتها أولًا',
    resubmitted: 'صحّحه صاحبه بعد إزالته',
    empty: 'لا توجد إعلانات بانتظار المراجعة.',
    approved: 'تمت الموافقة على الإعلان وهو معروض الآن.',
  },
} as const;

const heldAd = (overrides: Partial<HeldAd> = {}): HeldAd => ({
  id: 31,
  slug: 'nissan-patrol-abc123',
  name: 'Nissan Patrol 2020',
  description: 'Pay by Western Union only.',
  price: '4500.000',
  image: { url: '/media/ads/1.png', thumbnailUrl: '/media/ads/1-thumb.png' },
  category: { id: 2, slug: 'cars', name: 'Cars' },
  owner: { id: 9, fullName: 'Hamad Al-Azmi', userName: 'hamad.azmi', image: null, accountType: 1 },
  cause: 'words',
  word: 'western union',
  heldAt: '2026-11-27T09:00:00.000Z',
  state: 'held',
  decision: null,
  reason: null,
  decidedAt: null,
  ...overrides,
});

/** The panel with a cache of its own (no app around it) and the snackbar it reports to. */
const renderPanel = (locale: 'en' | 'ar') =>
  renderWithI18n(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <HeldAdsReview />
      <Snackbar />
    </SWRConfig>,
    locale,
  );

describe.each(['en', 'ar'] as const)('held-ads review (%s)', (locale) => {
  const t = ui[locale];

  it('lists the held ads with why, and approves one', async () => {
    let queue = [
      heldAd(),
      heldAd({ id: 32, name: 'Lexus LX', cause: 'first_ad', word: null }),
      heldAd({ id: 33, name: 'Kia Sorento', cause: 'resubmitted', word: null }),
    ];
    const api = fakeApi({
      'GET /api/moderation/held-ads': () => ({ body: queue }),
      'POST /api/moderation/held-ads/31/approve': () => {
        queue = queue.filter((a) => a.id !== 31);
        return { body: heldAd({ state: 'visible', decision: 'approved' }) };
      },
    });
    const { user } = await renderPanel(locale);
    const patrol = await screen.findByRole('listitem', { name: 'Nissan Patrol 2020' });
    expect(patrol).toHaveTextContent(t.word);
    expect(patrol).toHaveTextContent('Hamad Al-Azmi');
    expect(screen.getByRole('listitem', { name: 'Lexus LX' })).toHaveTextContent(t.first);
    expect(screen.getByRole('listitem', { name: 'Kia Sorento' })).toHaveTextContent(t.resubmitted);
    await user.click(within(patrol).getByRole('button', { name: t.approve }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Nissan Patrol 2020' })).not.toBeInTheDocument());
    expect(api.find('POST', '/api/moderation/held-ads/31/approve')).toHaveLength(1);
    expect(screen.getByTestId('snackbar')).toHaveTextContent(t.approved);
  });

  it('rejects only with a reason, and sends it', async () => {
    let queue = [heldAd()];
    const api = fakeApi({
      'GET /api/moderation/held-ads': () => ({ body: queue }),
      'POST /api/moderation/held-ads/31/reject': () => {
        queue = [];
        return { body: heldAd({ state: 'hidden', decision: 'rejected', reason: 'No outside payments.' }) };
      },
    });
    const { user } = await renderPanel(locale);
    const patrol = await screen.findByRole('listitem', { name: 'Nissan Patrol 2020' });
    await user.click(within(patrol).getByRole('button', { name: t.reject }));
    expect(await within(patrol).findByText(shownText('validation.required', locale))).toBeInTheDocument();
    expect(api.find('POST', '/api/moderation/held-ads/31/reject')).toHaveLength(0);
    await user.type(within(patrol).getByLabelText(t.reason), '  No outside payments. ');
    await user.click(within(patrol).getByRole('button', { name: t.reject }));
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(api.find('POST', '/api/moderation/held-ads/31/reject').map((r) => r.body)).toEqual([
      { reason: 'No outside payments.' },
    ]);
  });

  it('says when another operator decided first, and refreshes the queue', async () => {
    let queue = [heldAd()];
    fakeApi({
      'GET /api/moderation/held-ads': () => ({ body: queue }),
      'POST /api/moderation/held-ads/31/approve': () => {
        queue = [];
        return { status: 409, body: errorBody('already_moderated', 'This was already done; nothing was changed.') };
      },
    });
    const { user } = await renderPanel(locale);
    const patrol = await screen.findByRole('listitem', { name: 'Nissan Patrol 2020' });
    await user.click(within(patrol).getByRole('button', { name: t.approve }));
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(shownText('moderation.alreadyDone', locale));
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });
});
