import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { ResultCount } from './result-count';

describe('ResultCount', () => {
  it.each([
    ['en', 12_345, false, '12,345 results'],
    ['en', 10_000, true, 'More than 10,000 results'],
    ['ar', 10_000, true, 'أكثر من 10,000 نتيجة'],
    ['ar', 1, false, 'نتيجة واحدة'],
  ] as const)('%s: %d (capped %s) reads "%s"', async (locale, count, capped, text) => {
    await renderWithI18n(<ResultCount count={count} capped={capped} />, locale);
    expect(await screen.findByTestId('result-count')).toHaveTextContent(text);
  });
});
