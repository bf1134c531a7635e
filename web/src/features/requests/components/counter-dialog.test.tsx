/** Countering a barter (issue #32): its receiver asks for another of the sender's products and adds money either side. */
import type { TradeRequest } from '@badal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { productCard, productCards, productPage, publicUser } from '../../../test/catalogue-fixtures';
import { fakeApi } from '../../../test/fake-api';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { barterCounter, CounterDialog } from './counter-dialog';

/** The barter as the API answers the counter (its shape only matters here). */
const countered: TradeRequest = {
  id: 31,
  type: 'bartering',
  status: 1,
  senderId: 19,
  receiverId: 3,
  receiverProductId: 1,
  senderProductId: 41,
  role: 'receiver',
  otherUser: { id: 19, fullName: 'سارة', userName: 'sara', image: null, accountType: 1 },
  receiverProduct: { ...productCard({ price: '100' }), available: true },
  senderProduct: { ...productCard({ id: 41 }), available: true },
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
  negotiation: {
    priceFils: null,
    cashFils: -20_000,
    turn: 'sender',
    expiresAt: '2026-11-29T09:00:00.000Z',
    expired: false,
    offersLeft: 2,
  },
};

describe('a barter counter', () => {
  it('words the terms: money signed by who pays it, another product, nothing is refused', () => {
    expect(barterCounter({ amount: '20', iPay: true }, null, 'receiver')).toEqual({ cashFils: -20_000 });
    expect(barterCounter({ amount: '20', iPay: false }, null, 'receiver')).toEqual({ cashFils: 20_000 });
    expect(barterCounter({ amount: '5.5', iPay: true }, 8, 'sender')).toEqual({ cashFils: 5_500, senderProductId: 8 });
    expect(barterCounter({ amount: '', iPay: true }, 8, 'receiver')).toEqual({ senderProductId: 8 });
    expect(barterCounter({ amount: '', iPay: true }, null, 'receiver')).toEqual({ error: 'request.counterEmpty' });
    expect(barterCounter({ amount: 'abc', iPay: true }, null, 'receiver')).toEqual({ error: 'validation.invalid' });
  });

  it.each(['en', 'ar'] as const)('lets its receiver ask for another of the sender’s products (%s)', async (locale) => {
    const api = fakeApi({
      'GET /api/users/19': { body: publicUser({ id: 19 }) },
      'GET /api/products/16/sellers': { body: productPage(productCards(2, 40)) },
      'POST /api/requests/31/counter': { body: countered },
    });
    const { user } = await renderWithI18n(
      <SWRConfig value={{ provider: () => new Map() }}>
        <CounterDialog
          requestId={31}
          type="bartering"
          role={countered.role}
          senderId={19}
          open
          onClose={() => {}}
          onCountered={() => {}}
        />
      </SWRConfig>,
      locale,
    );
    const choices = await screen.findAllByTestId('ask-product-choice');
    await user.click(choices[1]?.querySelector('input') as HTMLElement);
    await user.type(screen.getByTestId('cash-amount'), '20');
    await user.click(screen.getByTestId('counter-submit'));
    await waitFor(() =>
      expect(api.find('POST', '/api/requests/31/counter').map((r) => r.body)).toEqual([
        { cashFils: -20_000, senderProductId: 41 },
      ]),
    );
  });
});
