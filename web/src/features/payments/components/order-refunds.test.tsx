import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { OrderRefunds } from './order-refunds';

const shown = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');

describe('an order’s refunds', () => {
  it('says each refund’s state and why, in Arabic', async () => {
    await renderWithI18n(
      <OrderRefunds
        refunds={[
          {
            id: 1,
            amountFils: 25_000,
            state: 'pending',
            reason: 'تم دفع ثمن هذا بالفعل',
            createdAt: '2026-11-27T08:00:00Z',
          },
          { id: 2, amountFils: 5_500, state: 'done', reason: 'Banner rejected', createdAt: '2026-11-27T09:00:00Z' },
          { id: 3, amountFils: 1_000, state: 'refused', reason: 'Operator', createdAt: '2026-11-27T10:00:00Z' },
        ]}
      />,
      'ar',
    );
    const [pending, done, refused] = screen.getAllByTestId('order-refund');
    expect(pending).toHaveAttribute('data-state', 'pending');
    expect(shown(pending?.textContent ?? '')).toContain('يجري رد');
    expect(shown(pending?.textContent ?? '')).toContain('تم دفع ثمن هذا بالفعل');
    expect(shown(done?.textContent ?? '')).toContain('تم رد');
    expect(shown(refused?.textContent ?? '')).toContain('رفضت خدمة الدفع');
    // The reason someone wrote keeps its own direction inside the Arabic sentence.
    expect(
      within(done as HTMLElement)
        .getByText('Banner rejected')
        .closest('bdi, [dir]'),
    ).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'المبالغ المستردة' })).toBeInTheDocument();
  });

  it('shows nothing for an order without refunds', async () => {
    const { container } = await renderWithI18n(<OrderRefunds refunds={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
