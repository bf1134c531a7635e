/**
 * The operator console (issue #31): 404 for members, the report queue with an action that needs a
 * reason, the banner review moved in (its old address opens the tab), the audit log.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, fakeApi } from '../../test/fake-api';
import { bootstrapFor, selfUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const inReview = {
  id: 12,
  type: 5,
  title: 'Eid offers',
  summary: 'Phones and tablets',
  status: 'review',
  date: '2026-12-01',
  days: 7,
  startsAt: null,
  endsAt: null,
  priceFils: 105_000,
  email: 'shop@example.com',
  phone: '51234567',
  rejectionReason: null,
  primaryImage: { url: 'https://media.badal.test/banners/12.png', width: 1225, height: 250 },
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:05:00.000Z',
  owner: { id: 3, fullName: 'Gulf Shop', userName: 'gulf.shop', image: null, accountType: 2 },
};

const group = {
  target: { type: 'ad', id: 41 },
  content: {
    title: 'iPhone 15 Pro',
    text: 'Brand new, pay first',
    imageUrl: null,
    adSlug: 'iphone-15-pro-41',
    adState: 'visible',
    adReason: null,
    exists: true,
  },
  subject: { id: 7, fullName: 'Ali Seller', userName: 'ali', status: 'active', blockedUntil: null },
  openReports: [
    {
      id: 3,
      reason: 'scam',
      details: 'Asked for a transfer first',
      state: 'open',
      reporter: { id: 9, fullName: 'Sara Buyer', userName: 'sara', status: 'active', blockedUntil: null },
      createdAt: '2026-11-26T10:00:00.000Z',
    },
  ],
  lastReportedAt: '2026-11-26T10:00:00.000Z',
  earlierReports: [],
  actions: [],
};

const entry = {
  id: 5,
  action: 'hide_ad',
  operator: { id: 1, fullName: 'Badal Operator', userName: 'operator', status: 'active', blockedUntil: null },
  subject: group.subject,
  target: group.target,
  reason: 'Scam',
  until: null,
  createdAt: '2026-11-26T11:00:00.000Z',
};

describe('the operator console', () => {
  it('is not there for a member', async () => {
    await renderApp({ path: '/operator', bootstrap: bootstrapFor('en', selfUser()) });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('shows the queue by target and hides an ad only with a reason', async () => {
    const api = fakeApi({
      'GET /api/moderation/reports': { body: [group] },
      'POST /api/moderation/actions': { body: entry },
    });
    const { user } = await renderApp({
      path: '/operator',
      bootstrap: bootstrapFor('en', selfUser({ operator: true })),
    });
    const card = await screen.findByTestId('report-group');
    expect(card).toHaveTextContent('iPhone 15 Pro');
    expect(card).toHaveTextContent('1 report');
    expect(card).toHaveTextContent('Scam or fraud');
    expect(card).toHaveTextContent('Asked for a transfer first');
    expect(card).toHaveTextContent('Ali Seller');
    await user.click(within(card).getByTestId('moderation-submit'));
    expect(await within(card).findByText('This field is required.')).toBeInTheDocument();
    expect(api.find('POST', '/api/moderation/actions')).toHaveLength(0);
    await user.type(within(card).getByTestId('moderation-reason'), 'Scam');
    await user.click(within(card).getByTestId('moderation-submit'));
    await waitFor(() => expect(api.find('POST', '/api/moderation/actions')).toHaveLength(1));
    expect(api.find('POST', '/api/moderation/actions')[0]?.body).toMatchObject({
      targetType: 'ad',
      targetId: 41,
      action: 'hide_ad',
      reason: 'Scam',
    });
  }, 15_000);

  it('lists the audit log', async () => {
    fakeApi({
      'GET /api/moderation/log': {
        body: { data: [entry], meta: { currentPage: 1, perPage: 30, total: 1, lastPage: 1 } },
      },
    });
    await renderApp({
      locale: 'ar',
      path: '/ar/operator?tab=log',
      bootstrap: bootstrapFor('ar', selfUser({ operator: true })),
    });
    const line = await screen.findByTestId('audit-entry');
    expect(line).toHaveTextContent('إخفاء الإعلان');
    expect(line).toHaveTextContent('Badal Operator');
  });

  it('opens the banner tab from the old address, and lets an operator approve a paid banner or reject it only with a reason', async () => {
    const api = fakeApi({
      'GET /api/moderation/banners': { body: [inReview] },
      'POST /api/moderation/banners/12/approve': { body: { ...inReview, status: 'published' } },
    });
    const { user } = await renderApp({
      path: '/operator/banners',
      bootstrap: bootstrapFor('en', selfUser({ operator: true })),
    });
    const card = await screen.findByTestId('banner-summary');
    expect(screen.getByTestId('console-tab-banners')).toHaveAttribute('aria-current', 'page');
    expect(card).toHaveTextContent('Eid offers');
    expect(card).toHaveTextContent('Gulf Shop');
    await user.click(within(card).getByTestId('reject-banner'));
    expect(await within(card).findByText('This field is required.')).toBeInTheDocument();
    expect(api.find('POST', '/api/moderation/banners/12/reject')).toHaveLength(0);
    await user.click(within(card).getByTestId('approve-banner'));
    await waitFor(() => expect(api.find('POST', '/api/moderation/banners/12/approve')).toHaveLength(1));
  }, 15_000);

  it('holds every tool as a tab: the held ads, the review words and the refunds', async () => {
    const word = { id: 3, word: 'western union', addedBy: null, createdAt: '2026-11-20T10:00:00.000Z' };
    const api = fakeApi({
      'GET /api/moderation/review-words': { body: [word] },
      'POST /api/moderation/review-words': {
        status: 422,
        body: errorBody('validation', 'This word is already on the list.', { word: 'moderation.wordListed' }),
      },
      'DELETE /api/moderation/review-words/3': { body: { message: 'The word was taken off the list.' } },
      'GET /api/moderation/reports': { body: [] },
      'GET /api/moderation/held-ads': { body: [] },
      'GET /api/moderation/orders': {
        body: { data: [], meta: { currentPage: 1, perPage: 10, total: 0, lastPage: 0 } },
      },
    });
    const { user } = await renderApp({
      locale: 'ar',
      path: '/ar/operator',
      bootstrap: bootstrapFor('ar', selfUser({ operator: true })),
    });
    await user.click(await screen.findByTestId('console-tab-held'));
    expect(await screen.findByTestId('held-ads-review')).toBeInTheDocument();
    await user.click(screen.getByTestId('console-tab-words'));
    const words = await screen.findByTestId('review-words');
    expect(within(words).getByText('western union')).toBeInTheDocument();
    await user.type(within(words).getByTestId('review-word-input'), 'Western Union');
    await user.click(within(words).getByTestId('review-word-add'));
    expect(await within(words).findByText('هذه الكلمة موجودة في القائمة بالفعل.')).toBeInTheDocument();
    await user.click(within(words).getByRole('button', { name: /western union/ }));
    await waitFor(() =>
      expect(
        api.find('DELETE', '/api/moderation/review-words/3').length +
          api.find('POST', '/api/moderation/review-words/3').length,
      ).toBe(1),
    );
    await user.click(screen.getByTestId('console-tab-refunds'));
    expect(await screen.findByText('لا يوجد طلب مدفوع مطابق.')).toBeInTheDocument();
    expect(screen.getByTestId('console-tab-refunds')).toHaveAttribute('aria-current', 'page');
  }, 15_000);
});
