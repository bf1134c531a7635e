import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { bootstrapFor, selfUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const ui = {
  en: { none: 'No ad was published', place: 'Place an ad' },
  ar: { none: 'لم يُنشر أي إعلان', place: 'أضف إعلانًا' },
} as const;

describe.each(['en', 'ar'] as const)('the page after publishing, opened directly (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  it('does not claim an ad was published, and offers to place one', async () => {
    fakeApi({});
    await renderApp({
      locale,
      path: `${prefix}/place-ad/done?product=someone-elses-car-x1&category=cars`,
      bootstrap: bootstrapFor(locale, selfUser()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: ui[locale].none })).toBeInTheDocument();
    expect(screen.queryByTestId('place-ad-done')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: ui[locale].place })).toHaveAttribute(
      'href',
      `${prefix}/place-ad/steps/select-category`,
    );
  });
});
