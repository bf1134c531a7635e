import { screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { orderFixture } from '../../../test/payment-fixtures';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { OperatorRefunds } from './operator-refunds';

const customer = { id: 7, fullName: 'نورة العلي', userName: 'noura', image: null, accountType: 1 };

const paidOrder = (refunds: { id: number; amountFils: number; state: 'pending' | 'done' | 'refused' }[] = []) => ({
  ...orderFixture(),
  id: 5,
  totalFils: 10_000,
  customer,
  refunds: refunds.map((r) => ({ ...r, reason: 'Charged twice', createdAt: '2026-11-20T10:00:00.000Z' })),
});

const page = (order: ReturnType<typeof paidOrder>) => ({
  data: [order],
  meta: { currentPage: 1, perPage: 10, total: 1, lastPage: 1 },
});

const render = (locale: 'en' | 'ar') =>
  renderWithI18n(
    <SWRConfig value={{ provider: () => new Map() }}>
      <OperatorRefunds />
    </SWRConfig>,
    locale,
  );

describe('the operator’s refunds', () => {
  it('finds an order by its customer and refunds a part of it, with a reason and one key per refund', async () => {
    const api = fakeApi({
      'GET /api/moderation/orders': { body: page(paidOrder([{ id: 1, amountFils: 2_500, state: 'done' }])) },
      'POST /api/moderation/orders/5/refunds': {
        body: {
          id: 2,
          amountFils: 1_250,
          state: 'pending',
          reason: 'Late delivery',
          createdAt: '2026-11-21T10:00:00.000Z',
        },
      },
    });
    const { user } = await render('en');
    await user.type(screen.getByTestId('paid-orders-search'), 'noura');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(api.requests.at(-1)?.search).toContain('query=noura'));
    const order = await screen.findByTestId('paid-order');
    expect(order).toHaveTextContent('@noura');
    expect(within(order).getByTestId('operator-refund')).toHaveTextContent('KWD 2.500 refunded');

    await user.click(within(order).getByTestId('open-refund'));
    await user.click(within(order).getByTestId('refund-submit'));
    expect(within(order).getAllByText('This field is required.')).toHaveLength(2);

    // 7.5 KWD is left of 10 after the 2.5 refunded: a fils more is refused before anything is sent.
    await user.type(within(order).getByTestId('refund-amount'), '7.501');
    await user.type(within(order).getByTestId('refund-reason'), 'Late delivery');
    await user.click(within(order).getByTestId('refund-submit'));
    expect(await within(order).findByText(/more than what is left/)).toBeInTheDocument();
    expect(api.find('POST', '/api/moderation/orders/5/refunds')).toHaveLength(0);

    await user.clear(within(order).getByTestId('refund-amount'));
    await user.type(within(order).getByTestId('refund-amount'), '1.25');
    await user.click(within(order).getByTestId('refund-submit'));
    await waitFor(() => expect(api.find('POST', '/api/moderation/orders/5/refunds')).toHaveLength(1));
    const [sent] = api.find('POST', '/api/moderation/orders/5/refunds');
    expect(sent?.body).toMatchObject({
      amountFils: 1_250,
      reason: 'Late delivery',
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  }, 15_000);

  it('in Arabic: the customer’s name and user name isolated, the state in Arabic, nothing left to refund said so', async () => {
    fakeApi({
      'GET /api/moderation/orders': { body: page(paidOrder([{ id: 1, amountFils: 10_000, state: 'pending' }])) },
    });
    const { user } = await render('ar');
    const order = await screen.findByTestId('paid-order');
    expect(order).toHaveTextContent('نورة العلي');
    expect(within(order).getByText('@noura').closest('bdi, [dir]')).not.toBeNull();
    expect(within(order).getByTestId('operator-refund')).toHaveTextContent('قيد الاسترداد');
    await user.click(within(order).getByTestId('open-refund'));
    expect(within(order).getByTestId('fully-refunded')).toBeInTheDocument();
  });
});
