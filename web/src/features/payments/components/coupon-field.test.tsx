import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { CouponField } from './coupon-field';

const shown = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');

describe('the coupon field', () => {
  it("checks a code: valid with its percentage, then another code's reason, and a failed check", async () => {
    const answers: Record<string, object | 'network-error'> = {
      BADAL10: { response: true, message: 'القسيمة صالحة.', percentage: 10 },
      EID2025: { response: false, message: 'انتهت صلاحية هذه القسيمة.', percentage: null },
      DOWN: 'network-error',
    };
    const limited = {
      status: 429,
      headers: { 'retry-after': '600' },
      body: { error: { code: 'rate_limited', message: 'Too many requests' } },
    };
    const api = fakeApi({
      'GET /api/coupons/check': (request) => {
        const code = new URLSearchParams(request.search).get('code') ?? '';
        if (code === 'GUESS') return limited;
        const answer = answers[code];
        return answer === 'network-error' ? 'network-error' : { body: answer };
      },
    });
    const onValidCode = vi.fn();
    const { user } = await renderWithI18n(<CouponField disabled={false} onValidCode={onValidCode} />, 'ar');
    const input = screen.getByTestId('coupon-code');

    await user.type(input, 'BADAL10');
    await user.click(screen.getByTestId('coupon-apply'));
    expect(shown((await screen.findByRole('status')).textContent)).toBe('BADAL10: القسيمة صالحة. خصم 10٪.');
    await waitFor(() => expect(onValidCode).toHaveBeenLastCalledWith('BADAL10'));

    // Typing another code sets the valid one aside until that one is checked.
    await user.clear(input);
    await user.type(input, 'EID2025');
    await waitFor(() => expect(onValidCode).toHaveBeenLastCalledWith(null));
    await user.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByRole('alert')).toHaveTextContent('انتهت صلاحية هذه القسيمة.');

    await user.clear(input);
    await user.type(input, 'DOWN');
    await user.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ أثناء التحقق من القسيمة.');

    // Guessing too many codes: how long to wait, in the reader's language.
    await user.clear(input);
    await user.type(input, 'GUESS');
    await user.click(screen.getByTestId('coupon-apply'));
    expect(await screen.findByRole('alert')).toHaveTextContent('10 دقائق');

    // An empty code only resets: nothing is asked.
    const asked = api.requests.length;
    await user.clear(input);
    await user.click(screen.getByTestId('coupon-apply'));
    expect(screen.queryByTestId('coupon-status')).not.toBeInTheDocument();
    expect(api.requests.length).toBe(asked);
    expect(onValidCode).toHaveBeenLastCalledWith(null);
  });

  it('checks the code the page opened with, and says so only once the valid code is handed over', async () => {
    fakeApi({
      'GET /api/coupons/check': (request) => {
        const code = new URLSearchParams(request.search).get('code');
        return code === 'BADAL10'
          ? { body: { response: true, message: 'القسيمة صالحة.', percentage: 10 } }
          : { body: { response: false, message: 'انتهت صلاحية هذه القسيمة.', percentage: null } };
      },
    });
    const heard: string[] = [];
    const onValidCode = (code: string | null) => heard.push(`valid ${code}`);
    const onInitialCheck = () => heard.push('checked');
    await renderWithI18n(
      <CouponField disabled={false} onValidCode={onValidCode} initialCode="BADAL10" onInitialCheck={onInitialCheck} />,
      'ar',
    );
    await waitFor(() => expect(heard).toEqual(['valid BADAL10', 'checked']));
  });

  it('says an expired code from the address was checked too (the payment goes on without it)', async () => {
    fakeApi({
      'GET /api/coupons/check': () => ({
        body: { response: false, message: 'انتهت صلاحية هذه القسيمة.', percentage: null },
      }),
    });
    const onValidCode = vi.fn();
    const onInitialCheck = vi.fn();
    await renderWithI18n(
      <CouponField disabled={false} onValidCode={onValidCode} initialCode="EID2025" onInitialCheck={onInitialCheck} />,
      'ar',
    );
    await waitFor(() => expect(onInitialCheck).toHaveBeenCalledTimes(1));
    expect(onValidCode).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('انتهت صلاحية هذه القسيمة.');
  });
});
