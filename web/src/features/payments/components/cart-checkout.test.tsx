import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithI18n } from '../../../test/render-with-i18n';
import type { Cart } from '../api/cart';
import { CartCheckout } from './cart-checkout';

const cart: Cart = {
  items: [
    {
      itemId: 3,
      kind: 'membership',
      feeTypeId: 1,
      title: 'عضوية أساسية، شهرية',
      amountFils: 10_000,
      data: { typeId: 1, planCode: 'basic', period: 'monthly', months: 1, renewal: false },
      createdAt: '2026-11-29T07:00:00.000Z',
    },
  ],
  totalFils: 10_000,
  currency: 'KWD',
};

describe('the checkout after a declined card (ar)', () => {
  it('puts why it failed, with the provider’s reason, above the cart and the card form, focused and announced', async () => {
    // The new session for paying again stays open: only the returned problem is on the page.
    fakeApi({ 'POST /api/orders/myfatoorah/session': () => new Promise(() => {}) });
    await renderWithI18n(
      <CartCheckout
        cart={cart}
        onCartChanged={async () => undefined}
        problem={{ messageKey: 'error.paymentFailed', reason: 'Insufficient funds' }}
      />,
      'ar',
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('فشل الدفع');
    expect(alert).toHaveTextContent('Insufficient funds');
    expect(alert).toHaveFocus();
    const cartHeading = screen.getByRole('heading', { name: 'سلة المشتريات' });
    const payHeading = screen.getByRole('heading', { name: 'كيف تريد أن تدفع؟' });
    for (const below of [cartHeading, payHeading])
      expect(alert.compareDocumentPosition(below) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
