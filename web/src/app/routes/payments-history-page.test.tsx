import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { bootstrapFor, selfUser } from '../../test/fixtures';
import { orderFixture } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

const paid = orderFixture({
  id: 1,
  totalFils: 9_000,
  discountFils: 1_000,
  couponCode: 'BADAL10',
  refunds: [{ id: 4, amountFils: 9_000, state: 'done', reason: 'Charged twice', createdAt: '2026-11-29T09:00:00Z' }],
  refundedFils: 9_000,
});
const declined = orderFixture({
  id: 2,
  status: 'failed',
  reference: 'BDL-FFEEDDCCBBAA',
  discountFils: 0,
  couponCode: null,
  paymentMethod: null,
  paymentId: '0703300235',
  receiptNumber: null,
  failureReason: 'Insufficient funds',
  paidAt: null,
});

const ui = {
  en: {
    heading: 'Payments',
    paid: 'Paid',
    failed: 'Failed',
    coupon: 'BADAL10, KWD 1.000 off',
    when: 'Sunday, November 29, 2026',
    refunded: 'KWD 9.000 was refunded to you.',
    empty: 'You have not paid for anything yet.',
  },
  ar: {
    heading: 'المدفوعات',
    paid: 'تم الدفع',
    failed: 'فشل الدفع',
    coupon: 'BADAL10، خصم KWD 1.000',
    when: 'الأحد، 29 نوفمبر 2026',
    refunded: 'تم رد',
    empty: 'لم تدفع مقابل أي شيء بعد.',
  },
} as const;

describe.each(['en', 'ar'] as const)('the payments history (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];

  it('lists each payment: what, how much, the coupon, when, its status, the references and refunds', async () => {
    const api = fakeApi({
      'GET /api/orders': {
        body: { data: [paid, declined], meta: { currentPage: 1, lastPage: 1, perPage: 10, total: 2 } },
      },
    });
    await renderApp({ locale, path: `${prefix}/profile/info/payments`, bootstrap: bootstrapFor(locale, selfUser()) });
    expect(await screen.findByRole('heading', { level: 1, name: t.heading })).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('order-entry');
    const one = within(first as HTMLElement);
    expect(one.getByRole('heading', { name: 'Pro membership, monthly' })).toBeInTheDocument();
    expect(one.getByTestId('order-amount')).toHaveTextContent('KWD 9.000');
    expect(one.getByTestId('order-coupon')).toHaveTextContent(t.coupon);
    expect(first).toHaveTextContent(t.paid);
    expect(first).toHaveTextContent(t.when);
    expect(first).toHaveTextContent('BR-000042');
    expect(first).toHaveTextContent('BDL-0A1B2C3D4E5F');
    expect(first).toHaveTextContent('0703300234');
    expect(first).toHaveTextContent('100234');
    expect(one.getByTestId('order-refund')).toHaveTextContent(t.refunded);

    const two = within(second as HTMLElement);
    expect(second).toHaveTextContent(t.failed);
    expect(two.getByText('Insufficient funds')).toBeInTheDocument();
    expect(two.queryByTestId('order-coupon')).not.toBeInTheDocument();
    expect(two.queryByText('BR-', { exact: false })).not.toBeInTheDocument();

    // The codes keep their left-to-right order inside the Arabic page.
    expect(one.getByText('BR-000042').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(api.find('GET', '/api/orders')[0]?.search).toBe('?page=1&perPage=10');
    // The profile menu names the page, as the current one.
    const nav = screen.getByRole('navigation', { name: locale === 'ar' ? 'الملف الشخصي' : 'Profile' });
    expect(within(nav).getByRole('link', { name: t.heading })).toHaveAttribute('aria-current', 'page');
  });

  it('says when nothing was paid yet', async () => {
    fakeApi({
      'GET /api/orders': { body: { data: [], meta: { currentPage: 1, lastPage: 1, perPage: 10, total: 0 } } },
    });
    await renderApp({ locale, path: `${prefix}/profile/info/payments`, bootstrap: bootstrapFor(locale, selfUser()) });
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent(t.empty);
  });
});
