import { KUWAIT_TIME_ZONE } from '@badal/contracts/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { bootstrapFor, selfUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const slots = {
  body: {
    timeZone: KUWAIT_TIME_ZONE,
    slots: [
      { start: '2026-11-29T07:00:00.000Z', end: '2026-11-29T08:00:00.000Z' },
      { start: '2026-11-29T08:00:00.000Z', end: '2026-11-29T09:00:00.000Z' },
    ],
  },
};

const unpaid = {
  id: 5,
  status: 'unpaid',
  user: {
    email: 'sara@example.com',
    fullName: 'Sara Ali',
    userName: 'sara.ali',
    phone: '55512345',
    address: 'Salmiya',
    latitude: 29.33,
    longitude: 48.07,
  },
  company: {
    name: 'Sara Trading',
    address: 'Sharq',
    latitude: 29.38,
    longitude: 47.99,
    category: { id: 3, slug: 'electronics', name: 'Electronics' },
    instagramLink: null,
    facebookLink: null,
    websiteLink: null,
    size: '1-10',
  },
  meeting: slots.body.slots[0],
  priceFils: 120_000,
  createdAt: '2026-11-25T10:00:00.000Z',
  paidAt: null,
  activeUntil: null,
};

describe('the company subscription page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the unpaid subscription, and discarding it removes it', async () => {
    const api = fakeApi({
      'GET /api/companies/subscription/unpaid': { body: unpaid },
      'GET /api/companies/meeting-slots': slots,
      'DELETE /api/companies/subscription/5': { body: { message: 'The subscription was discarded.' } },
    });
    const { user } = await renderApp({ path: '/company-subscription', bootstrap: bootstrapFor('en', selfUser()) });
    const waiting = await screen.findByTestId('unpaid-subscription');
    expect(waiting).toHaveTextContent('Sara Trading');
    expect(waiting).toHaveTextContent('KWD 120.000');
    await user.click(within(waiting).getByTestId('unpaid-subscription-discard'));
    await waitFor(() => expect(screen.queryByTestId('unpaid-subscription')).not.toBeInTheDocument());
    expect(api.find('DELETE', '/api/companies/subscription/5')).toHaveLength(1);
  }, 15_000);

  it('checks each step before the next, in Arabic, and sends everything with a meeting slot', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const api = fakeApi({
      'GET /api/companies/subscription/unpaid': { body: null },
      'GET /api/companies/meeting-slots': slots,
      'POST /api/companies/subscription': { body: { ...unpaid, id: 6 } },
    });
    const { user } = await renderApp({
      locale: 'ar',
      path: '/ar/company-subscription',
      bootstrap: bootstrapFor('ar', selfUser({ addresses: ['Salmiya'] })),
    });
    await screen.findByRole('heading', { level: 1, name: 'اشتراك الشركات' });
    // The password is needed first, and the two must match.
    await user.click(screen.getByTestId('business-next'));
    expect(await screen.findByText('يجب ألا تقل كلمة المرور عن 6 أحرف.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('كلمة المرور'), 'secret1');
    await user.type(screen.getByLabelText('كلمة المرور مرة أخرى'), 'secret2');
    await user.click(screen.getByTestId('business-next'));
    expect(await screen.findByText('كلمتا المرور غير متطابقتين.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('كلمة المرور مرة أخرى'));
    await user.type(screen.getByLabelText('كلمة المرور مرة أخرى'), 'secret1');
    await user.click(screen.getByTestId('business-next'));
    await user.type(await screen.findByLabelText('اسم الشركة'), 'Sara Trading');
    await user.selectOptions(
      screen.getByLabelText('ما تبيعه الشركة'),
      screen.getAllByRole('option')[1] as HTMLOptionElement,
    );
    await user.type(screen.getByLabelText('عنوان الشركة'), 'Sharq');
    await user.click(screen.getByTestId('business-next'));
    await user.type(await screen.findByLabelText('إنستغرام'), 'instagram');
    await user.click(screen.getByTestId('business-next'));
    expect(await screen.findByText('رابط غير صالح.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('إنستغرام'));
    await user.click(screen.getByTestId('business-next'));
    await user.click(await screen.findByLabelText('من 1 إلى 10 أشخاص'));
    await user.click(screen.getByTestId('business-next'));
    await user.click((await screen.findAllByRole('radio'))[1] as HTMLElement);
    await user.click(screen.getByTestId('business-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/ar\/payment$/)));
    expect(api.find('POST', '/api/companies/subscription')[0]?.body).toMatchObject({
      userPassword: 'secret1',
      userUserName: 'sara.ali',
      companyName: 'Sara Trading',
      companySize: '1-10',
      meetingStart: '2026-11-29T08:00:00.000Z',
      meetingEnd: '2026-11-29T09:00:00.000Z',
      code: true,
    });
  }, 30_000);
});
