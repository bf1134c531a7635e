import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render-with-i18n';
import { SalePrice, SaleTimeLeft } from './sale-price';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-26T12:00:00Z');
/** What a reader sees: direction marks and isolates dropped, no-break spaces as spaces. */
const shownText = (text: string) =>
  text
    .replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim();
const endingIn = (ms: number) => new Date(NOW + ms).toISOString();

const timeLeft = async (ms: number, locale: 'en' | 'ar') => {
  const { container, unmount } = await renderWithI18n(<SaleTimeLeft endsAt={endingIn(ms)} now={NOW} />, locale);
  const text = shownText(container.textContent ?? '');
  unmount();
  return text;
};

describe('the time a flash sale has left', () => {
  it('counts whole days, rounded up, in English', async () => {
    expect(await timeLeft(DAY + HOUR, 'en')).toBe('2 days left');
    expect(await timeLeft(3 * DAY, 'en')).toBe('3 days left');
    expect(await timeLeft(5 * HOUR + 1, 'en')).toBe('6 hours left');
    expect(await timeLeft(10 * 60_000, 'en')).toBe('1 hour left');
  });

  it('uses the Arabic plural forms: one, two, few (3–10), many (11–99) and other (100+)', async () => {
    expect(await timeLeft(DAY, 'ar')).toBe('يوم واحد متبقٍ');
    expect(await timeLeft(2 * DAY, 'ar')).toBe('يومان متبقيان');
    expect(await timeLeft(3 * DAY, 'ar')).toBe('3 أيام متبقية');
    expect(await timeLeft(10 * DAY, 'ar')).toBe('10 أيام متبقية');
    expect(await timeLeft(11 * DAY, 'ar')).toBe('11 يومًا متبقيًا');
    expect(await timeLeft(99 * DAY, 'ar')).toBe('99 يومًا متبقيًا');
    expect(await timeLeft(100 * DAY, 'ar')).toBe('100 يوم متبقٍ');
    expect(await timeLeft(30 * 60_000, 'ar')).toBe('ساعة واحدة متبقية');
    expect(await timeLeft(2 * HOUR, 'ar')).toBe('ساعتان متبقيتان');
    expect(await timeLeft(5 * HOUR, 'ar')).toBe('5 ساعات متبقية');
    expect(await timeLeft(23 * HOUR, 'ar')).toBe('23 ساعة متبقية');
  });
});

describe('a price during a flash sale', () => {
  const sale = { percent: 20, endsAt: new Date(Date.now() + 3 * DAY - 60_000).toISOString() };

  it('shows the sale price, the regular one struck through, and the terms', async () => {
    await renderWithI18n(<SalePrice product={{ price: '12500.5', secondPrice: '10000.4', sale }} />, 'ar');
    expect(shownText(screen.getByTestId('sale-price').querySelector('.sale-price-now')?.textContent ?? '')).toBe(
      'KWD 10,000.400',
    );
    expect(screen.getByTestId('price-before-sale').tagName).toBe('DEL');
    expect(shownText(screen.getByTestId('price-before-sale').textContent ?? '')).toBe('قبل التخفيض: KWD 12,500.500');
  });

  it('shows the price alone when no sale runs', async () => {
    await renderWithI18n(<SalePrice product={{ price: '12500.5', secondPrice: null, sale: null }} />, 'en');
    expect(screen.queryByTestId('sale-price')).not.toBeInTheDocument();
    expect(screen.getByText(/12,500\.500/)).toBeInTheDocument();
  });
});
