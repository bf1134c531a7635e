import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { bootstrapFor, selfUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const ui = {
  en: {
    kuwait: 'Kuwait',
    born: 'April 25, 1990',
    settings: 'Account settings',
    security: 'Security',
    seller: 'Seller',
  },
  ar: { kuwait: 'الكويت', born: /1990/, settings: 'إعدادات الحساب', security: 'الأمان', seller: 'بائع' },
} as const;

describe.each(['en', 'ar'] as const)('profile info (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];

  it('shows the self user, Kuwait as the default country, and links to the landed profile pages', async () => {
    fakeApi({});
    const sara = selfUser({ accountType: 2, dateOfBirth: '1990-04-25', addresses: ['Block 4, Salmiya'] });
    await renderApp({ locale, path: `${prefix}/profile/info`, bootstrap: bootstrapFor(locale, sara) });
    expect(await screen.findByRole('heading', { level: 1, name: sara.fullName })).toBeInTheDocument();
    expect(screen.getByText(t.kuwait)).toBeInTheDocument();
    expect(screen.getByText(t.seller)).toBeInTheDocument();
    expect(screen.getByText(t.born)).toBeInTheDocument();
    expect(screen.getByText('Block 4, Salmiya')).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation').find((n) => within(n).queryByRole('link', { name: t.security }));
    expect(nav).toBeDefined();
    expect(within(nav!).getByRole('link', { name: t.settings })).toHaveAttribute(
      'href',
      `${prefix}/profile/info/account-settings`,
    );
  });
});
