/** Ratings on screen (issue #32), in both languages: the rating form sends stars and words; a page shows both parts apart. */

import type { Rating } from '@badal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { BOOTSTRAP_KEY, visitorBootstrap } from '../../../lib/bootstrap';
import { fakeApi } from '../../../test/fake-api';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { RateForm } from './rate-form';
import { RatingSummary } from './rating-summary';

const ui = {
  en: {
    save: 'Save rating',
    send: 'Send rating',
    seller: 'As a seller',
    buyer: 'As a buyer',
    none: 'No ratings yet',
    one: '1 rating',
  },
  ar: {
    save: 'حفظ التقييم',
    send: 'إرسال التقييم',
    seller: 'كبائع',
    buyer: 'كمشترٍ',
    none: 'لا توجد تقييمات بعد',
    one: 'تقييم واحد',
  },
} as const;

const person = { id: 3, fullName: 'Dana Al-Sabah', userName: 'demo', image: null, accountType: 1 as const };
const rating: Rating = {
  id: 9,
  requestId: 4,
  stars: 5,
  text: 'بائع ممتاز',
  ratedAs: 'seller',
  rater: person,
  ratedUserId: 7,
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-27T10:00:00Z',
  editedAt: null,
  editableUntil: '2026-11-28T10:00:00Z',
};

describe.each(['en', 'ar'] as const)('ratings (%s)', (locale) => {
  const t = ui[locale];

  it('sends the chosen stars and the words as written', async () => {
    const api = fakeApi({ 'POST /api/deal-ratings/4': { body: rating } });
    const { user } = await renderWithI18n(<RateForm requestId={4} ratedUserId={7} />, locale);
    expect(screen.getByRole('button', { name: t.send })).toBeDisabled();
    await user.click(screen.getAllByRole('radio')[3] as HTMLElement);
    await user.type(screen.getByRole('textbox'), 'بائع ممتاز');
    await user.click(screen.getByRole('button', { name: t.send }));
    await waitFor(() =>
      expect(api.find('POST', '/api/deal-ratings/4').map((r) => r.body)).toEqual([{ stars: 4, text: 'بائع ممتاز' }]),
    );
  });

  it('edits my own rating from what it says', async () => {
    const api = fakeApi({ 'PUT /api/ratings/9': { body: { ...rating, stars: 3 } } });
    const { user } = await renderWithI18n(<RateForm requestId={4} ratedUserId={7} editing={rating} />, locale);
    expect(screen.getByRole('textbox')).toHaveValue('بائع ممتاز');
    await user.click(screen.getAllByRole('radio')[2] as HTMLElement);
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(api.find('PUT', '/api/ratings/9').map((r) => r.body)).toEqual([{ stars: 3, text: 'بائع ممتاز' }]),
    );
  });

  it('shows ratings as a seller and as a buyer apart, with the latest reviews', async () => {
    fakeApi({
      'GET /api/user-ratings/7': {
        body: {
          asSeller: { average: 5, count: 1, latest: [rating] },
          asBuyer: { average: null, count: 0, latest: [] },
        },
      },
    });
    // A visitor reads it (the session comes from the start-up data the app's providers hold).
    const bootstrap = { [BOOTSTRAP_KEY]: visitorBootstrap(locale) };
    await renderWithI18n(
      <SWRConfig value={{ provider: () => new Map(), fallback: bootstrap }}>
        <RatingSummary userId={7} />
      </SWRConfig>,
      locale,
    );
    const seller = await screen.findByRole('region', { name: t.seller });
    expect(seller).toHaveTextContent(t.one);
    expect(seller).toHaveTextContent('بائع ممتاز');
    expect(screen.getByRole('region', { name: t.buyer })).toHaveTextContent(t.none);
  });
});
