import { ABOUT_PAGES } from '@badal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutUs } from '../../test/catalogue-fixtures';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const menu = {
  en: ['Our story', 'Our mission', 'Our vision', 'Our leadership team', 'Terms and conditions'],
  ar: ['قصتنا', 'مهمتنا', 'رؤيتنا', 'فريق القيادة', 'الشروط والأحكام'],
} as const;

describe.each(['en', 'ar'] as const)('about pages (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';

  it.each(ABOUT_PAGES.map((slug, i) => [slug, i] as const))(
    'shows %s from /api/aboutus with the menu',
    async (slug, i) => {
      fakeApi({ 'GET /api/aboutus': { body: aboutUs() } });
      await renderApp({ locale, path: `${prefix}/about/${slug}` });
      const entry = aboutUs()[i]!;
      expect(await screen.findByRole('heading', { level: 1, name: entry.title })).toBeInTheDocument();
      expect(screen.getByText(entry.paragraphs[0]!)).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: locale === 'ar' ? 'صفحات عن بدل' : 'About pages' });
      const current = within(nav).getByRole('link', { current: 'page' });
      expect(current).toHaveTextContent(menu[locale][i]!);
      expect(current).toHaveAttribute('href', `${prefix}/about/${slug}`);
      if (slug === 'our-leadership-team') {
        expect(screen.getByRole('heading', { level: 2, name: 'Latifa Al-Hamad' })).toBeInTheDocument();
        expect(screen.getByText('Chief operating officer')).toBeInTheDocument();
      }
    },
  );
});
