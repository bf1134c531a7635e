/** The lowest offer on My ads (issue #32), in both languages: shown, saved in fils, cleared, a refusal at the field. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { floorFromText, OfferFloor } from './offer-floor';

const ui = {
  en: { open: 'Lowest offer', save: 'Save', clear: 'Clear', above: 'cannot be higher than the price' },
  ar: { open: 'أقل عرض', save: 'حفظ', clear: 'مسح', above: 'أعلى من السعر' },
} as const;

describe('the lowest offer typed', () => {
  it('is fils, blank is none, anything else is refused', () => {
    expect(floorFromText('70.5')).toBe(70_500);
    expect(floorFromText('  ')).toBeNull();
    expect(floorFromText('0')).toEqual({ error: 'validation.invalid' });
    expect(floorFromText('seven')).toEqual({ error: 'validation.invalid' });
  });
});

describe.each(['en', 'ar'] as const)('the lowest offer (%s)', (locale) => {
  const t = ui[locale];

  it('shows the one set, says a refusal at the field, and clears it', async () => {
    const api = fakeApi({
      'GET /api/my/products/5/offer-floor': { body: { floorFils: 70_000 } },
      // Above the price is refused; clearing it is taken.
      'PUT /api/my/products/5/offer-floor': (request) =>
        (request.body as { floorFils: number | null }).floorFils === null
          ? { body: { floorFils: null } }
          : { status: 422, body: errorBody('validation', 'invalid', { floorFils: 'request.floorAboveListed' }) },
    });
    const { user } = await renderWithI18n(<OfferFloor adId={5} />, locale);
    await user.click(screen.getByRole('button', { name: t.open }));
    const amount = await screen.findByTestId('offer-floor-amount');
    await waitFor(() => expect(amount).toHaveValue('70.000'));
    await user.clear(amount);
    await user.type(amount, '120');
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(api.find('PUT', '/api/my/products/5/offer-floor')[0]?.body).toEqual({ floorFils: 120_000 }),
    );
    expect(await screen.findByText(new RegExp(t.above))).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.clear }));
    await waitFor(() =>
      expect(api.find('PUT', '/api/my/products/5/offer-floor')[1]?.body).toEqual({ floorFils: null }),
    );
  });
});
