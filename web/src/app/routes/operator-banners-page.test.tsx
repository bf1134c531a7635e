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

describe('the banner review page', () => {
  it('tells a member it is for the review team only', async () => {
    fakeApi({
      'GET /api/moderation/banners': { status: 403, body: errorBody('forbidden', 'You are not allowed to do this.') },
    });
    await renderApp({ path: '/operator/banners', bootstrap: bootstrapFor('en', selfUser()) });
    expect(await screen.findByTestId('operators-only')).toBeInTheDocument();
  });

  it('lets an operator approve a paid banner, or reject it only with a reason', async () => {
    const api = fakeApi({
      'GET /api/moderation/banners': { body: [inReview] },
      'POST /api/moderation/banners/12/approve': { body: { ...inReview, status: 'published' } },
    });
    const { user } = await renderApp({
      path: '/operator/banners',
      bootstrap: bootstrapFor('en', selfUser({ operator: true })),
    });
    const card = await screen.findByTestId('banner-summary');
    expect(card).toHaveTextContent('Eid offers');
    expect(card).toHaveTextContent('Gulf Shop');
    await user.click(within(card).getByTestId('reject-banner'));
    expect(await within(card).findByText('This field is required.')).toBeInTheDocument();
    expect(api.find('POST', '/api/moderation/banners/12/reject')).toHaveLength(0);
    await user.click(within(card).getByTestId('approve-banner'));
    await waitFor(() => expect(api.find('POST', '/api/moderation/banners/12/approve')).toHaveLength(1));
  }, 15_000);
});
