import type { TradeRequest } from '@badal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP_KEY, visitorBootstrap } from '../../../lib/bootstrap';
import { productCard } from '../../../test/catalogue-fixtures';
import { fakeApi } from '../../../test/fake-api';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { RequestCard } from './request-card';

const HOUR = 3_600_000;

/** A purchase offer of 80 KWD from a buyer for a seller's 100 KWD ad, as `role` reads it. */
const offer = (role: 'sender' | 'receiver', negotiation: Partial<TradeRequest['negotiation']> = {}): TradeRequest => ({
  id: 9,
  type: 'sale',
  status: 1,
  senderId: 2,
  receiverId: 3,
  receiverProductId: 1,
  senderProductId: null,
  role,
  otherUser: { id: role === 'sender' ? 3 : 2, fullName: 'سارة', userName: 'sara', image: null, accountType: 1 },
  receiverProduct: { ...productCard({ price: '100' }), available: true },
  senderProduct: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
  negotiation: {
    priceFils: 80_000,
    cashFils: null,
    turn: 'receiver',
    expiresAt: new Date(Date.now() + 5 * HOUR).toISOString(),
    expired: false,
    offersLeft: 2,
    ...negotiation,
  },
});

const render = (request: TradeRequest, locale: 'en' | 'ar' = 'en', onChanged = () => {}) =>
  renderWithI18n(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [BOOTSTRAP_KEY]: visitorBootstrap(locale) } }}>
      <RequestCard request={request} onChanged={onChanged} />
    </SWRConfig>,
    locale,
  );

describe('a request with an offer', () => {
  it('shows the seller the price, the time left and Accept / Counter / Reject; a counter is sent in fils', async () => {
    const api = fakeApi({ 'POST /api/requests/9/counter': { body: offer('receiver', { turn: 'sender' }) } });
    const changed = vi.fn();
    const { user } = await render(offer('receiver'), 'en', changed);
    expect(screen.getByTestId('offer-terms')).toHaveTextContent('Price offered: KWD 80.000');
    expect(screen.getByTestId('offer-time')).toHaveTextContent('Expires in 5 h 0 min');
    expect(screen.getByText('Your turn to answer')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.dataset.testid)).toEqual(
      expect.arrayContaining(['request-accept', 'request-counter', 'request-reject']),
    );
    await user.click(screen.getByTestId('request-counter'));
    await user.type(screen.getByTestId('counter-amount'), '90');
    await user.click(screen.getByTestId('counter-submit'));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(api.find('POST', '/api/requests/9/counter')[0]?.body).toEqual({ priceFils: 90_000 });
  });

  it('says a refused counter at its field, in the reader’s language', async () => {
    fakeApi({
      'POST /api/requests/9/counter': {
        status: 422,
        body: {
          error: {
            code: 'validation',
            message: 'لا يمكن أن يكون العرض أعلى من السعر المعلن.',
            fields: { priceFils: 'request.priceAboveListed' },
          },
        },
      },
    });
    const { user } = await render(offer('receiver'), 'ar');
    expect(screen.getByTestId('offer-terms')).toHaveTextContent('السعر المعروض');
    await user.click(screen.getByTestId('request-counter'));
    await user.type(screen.getByTestId('counter-amount'), '120');
    await user.click(screen.getByTestId('counter-submit'));
    expect(await screen.findByText('لا يمكن أن يكون العرض أعلى من السعر المعلن.')).toBeInTheDocument();
  });

  it('gives the buyer nothing to answer while it is the seller’s turn, and nothing at all once it expired', async () => {
    const waiting = await render(offer('sender'));
    expect(screen.getByText('Waiting for the other member’s answer')).toBeInTheDocument();
    expect(screen.queryByTestId('request-accept')).toBeNull();
    expect(screen.getByTestId('request-withdraw')).toBeInTheDocument();
    waiting.unmount();

    await render(offer('sender', { expired: true, turn: 'sender', offersLeft: 0 }));
    expect(screen.getByTestId('offer-time')).toHaveTextContent('This offer expired');
    for (const action of ['accept', 'counter', 'reject', 'withdraw']) {
      expect(screen.queryByTestId(`request-${action}`)).toBeNull();
    }
  });

  it.each([
    ['en', 'Closed'],
    ['ar', 'مغلق'],
  ] as const)(
    'says a request closed by another deal is closed, with nothing left to do (%s)',
    async (locale, closed) => {
      await render({ ...offer('sender'), status: 4 as TradeRequest['status'] }, locale);
      expect(screen.getByTestId('request-card')).toHaveTextContent(closed);
      for (const action of ['accept', 'counter', 'reject', 'pend', 'withdraw']) {
        expect(screen.queryByTestId(`request-${action}`)).toBeNull();
      }
    },
  );
});
