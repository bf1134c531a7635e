/** 'Report' on a seller's page: a visitor signs in first; a member picks a reason, is thanked, or told it is already reported. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productCards, productPage, publicUser } from '../../../test/catalogue-fixtures';
import { errorBody, fakeApi } from '../../../test/fake-api';
import { bootstrapFor, selfUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const sellerPage = {
  'GET /api/users/19': { body: publicUser() },
  'GET /api/products/16/sellers': { body: productPage(productCards(1)) },
};

describe('reporting a seller', () => {
  it('sends a visitor to sign in first', async () => {
    fakeApi(sellerPage);
    await renderApp({ path: '/sellers/19' });
    expect(await screen.findByTestId('report-login')).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent('/sellers/19')}`,
    );
  });

  it('asks a member for a reason, in Arabic, and thanks them', async () => {
    const api = fakeApi({
      ...sellerPage,
      'POST /api/reports': { body: { message: 'شكرًا لك. سيراجع فريقنا بلاغك ويبلغك بالنتيجة.' } },
    });
    const { user } = await renderApp({
      locale: 'ar',
      path: '/ar/sellers/19',
      bootstrap: bootstrapFor('ar', selfUser({ id: 5 })),
    });
    await user.click(await screen.findByTestId('report'));
    const form = await screen.findByTestId('report-form');
    await user.click(within(form).getByTestId('send-report'));
    expect(await within(form).findByText('هذا الحقل مطلوب.')).toBeInTheDocument();
    await user.click(within(form).getByLabelText('احتيال أو نصب'));
    await user.click(within(form).getByTestId('send-report'));
    await waitFor(() => expect(api.find('POST', '/api/reports')).toHaveLength(1));
    expect(api.find('POST', '/api/reports')[0]?.body).toEqual({ targetType: 'user', targetId: 19, reason: 'scam' });
    expect(await screen.findByText('شكرًا لك. سيراجع فريقنا بلاغك ويبلغك بالنتيجة.')).toBeInTheDocument();
    expect(screen.queryByTestId('report-form')).not.toBeInTheDocument();
  }, 15_000);

  it('says so when it is already reported, and needs words for "something else"', async () => {
    fakeApi({
      ...sellerPage,
      'POST /api/reports': { status: 409, body: errorBody('already_reported', 'already reported') },
    });
    const { user } = await renderApp({ path: '/sellers/19', bootstrap: bootstrapFor('en', selfUser({ id: 5 })) });
    await user.click(await screen.findByTestId('report'));
    const form = await screen.findByTestId('report-form');
    await user.click(within(form).getByLabelText('Something else'));
    await user.click(within(form).getByTestId('send-report'));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Tell us what is wrong'), 'Fake shop');
    await user.click(within(form).getByTestId('send-report'));
    expect(
      await within(form).findByText('You have already reported this. Our team is looking into it.'),
    ).toBeInTheDocument();
  });
});
