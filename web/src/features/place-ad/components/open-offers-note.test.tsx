import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { OpenOffersNote } from './open-offers-note';

const now = new Date('2026-11-27T12:00:00Z').getTime();
/** The text as read: direction marks and isolates aside, no-break spaces as spaces. */
const read = (s: string | null) =>
  (s ?? '').replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');
const in5h = new Date(now + 5.5 * 3_600_000).toISOString();

describe('OpenOffersNote', () => {
  it.each([
    ['en', 2, '2 open offers · the first expires in 5 h 30 min'],
    ['en', 1, '1 open offer · the first expires in 5 h 30 min'],
    ['ar', 2, 'عرضان مفتوحان · ينتهي أولها خلال 5 س 30 د'],
    ['ar', 4, '4 عروض مفتوحة · ينتهي أولها خلال 5 س 30 د'],
  ] as const)('%s: %d offers read "%s" and lead to the requests', async (locale, count, text) => {
    await renderWithI18n(<OpenOffersNote offers={{ count, nextExpiresAt: in5h }} now={now} />, locale);
    const note = await screen.findByTestId('my-ad-offers');
    expect(read(note.textContent)).toBe(text);
    expect(screen.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/profile\/info\/requests$/));
  });

  it('shows nothing when no offer waits', async () => {
    await renderWithI18n(<OpenOffersNote offers={{ count: 0, nextExpiresAt: null }} now={now} />, 'en');
    expect(screen.queryByTestId('my-ad-offers')).toBeNull();
  });
});
