import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, fakeApi } from '../../test/fake-api';
import { bootstrapFor, selfUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { shownText } from '../../test/shown-text';

const ui = {
  en: {
    details: 'Account details',
    personal: 'Personal data',
    fullName: 'Full name',
    saveDetails: 'Save details',
    savePersonal: 'Save personal data',
    dob: 'Date of birth',
    country: 'Country',
    kuwait: 'Kuwait',
    gender: 'Gender',
    female: 'Female',
    saved: 'Your account details were saved.',
    pictureSaved: 'Your picture was updated.',
  },
  ar: {
    details: 'بيانات الحساب',
    personal: 'البيانات الشخصية',
    fullName: 'الاسم الكامل',
    saveDetails: 'حفظ البيانات',
    savePersonal: 'حفظ البيانات الشخصية',
    dob: 'تاريخ الميلاد',
    country: 'الدولة',
    kuwait: 'الكويت',
    gender: 'الجنس',
    female: 'أنثى',
    saved: 'تم حفظ بيانات حسابك.',
    pictureSaved: 'تم تحديث صورتك.',
  },
} as const;

describe.each(['en', 'ar'] as const)('account settings (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  const sara = selfUser();
  const path = `${prefix}/profile/info/account-settings`;

  it('renders the user from the bootstrap (no fetch) with the country defaulting to Kuwait', async () => {
    const api = fakeApi({});
    await renderApp({ locale, path, bootstrap: bootstrapFor(locale, sara) });
    const details = await screen.findByRole('form', { name: t.details });
    expect(within(details).getByLabelText(t.fullName)).toHaveValue(sara.fullName);
    const personal = screen.getByRole('form', { name: t.personal });
    expect(within(personal).getByLabelText(t.country)).toHaveValue(t.kuwait);
    expect(api.requests).toEqual([]);
  });

  it('updates the account details and keeps typed values on a server error', async () => {
    let attempt = 0;
    const api = fakeApi({
      'PUT /api/users/7': (request) => {
        attempt++;
        if (attempt === 1)
          return { status: 422, body: errorBody('validation', 'taken', { email: 'error.emailExists' }) };
        return { body: { ...sara, ...(request.body as object) } };
      },
    });
    const { user } = await renderApp({ locale, path, bootstrap: bootstrapFor(locale, sara) });
    const details = await screen.findByRole('form', { name: t.details });
    const fullName = within(details).getByLabelText(t.fullName);
    await user.clear(fullName);
    await user.type(fullName, 'Sara A. Ali');
    await user.click(within(details).getByRole('button', { name: t.saveDetails }));
    expect(await within(details).findByText(shownText('error.emailExists', locale))).toBeInTheDocument();
    expect(fullName).toHaveValue('Sara A. Ali');
    await user.click(within(details).getByRole('button', { name: t.saveDetails }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(api.find('PUT', '/api/users/7').at(-1)?.body).toEqual({
      fullName: 'Sara A. Ali',
      userName: sara.userName,
      email: sara.email,
      phone: sara.phone,
    });
  });

  it('validates the date of birth and saves personal data', async () => {
    const api = fakeApi({
      'POST /api/users/user-data': (request) => ({ body: { ...sara, ...(request.body as object) } }),
    });
    const { user } = await renderApp({ locale, path, bootstrap: bootstrapFor(locale, sara) });
    const personal = await screen.findByRole('form', { name: t.personal });
    await user.type(within(personal).getByLabelText(t.dob), '1990-02-30');
    await user.selectOptions(within(personal).getByLabelText(t.gender), t.female);
    await user.click(within(personal).getByRole('button', { name: t.savePersonal }));
    expect(await within(personal).findByText(shownText('validation.date', locale))).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    await user.clear(within(personal).getByLabelText(t.dob));
    await user.type(within(personal).getByLabelText(t.dob), '1990-02-28');
    await user.click(within(personal).getByRole('button', { name: t.savePersonal }));
    await waitFor(() => expect(api.find('POST', '/api/users/user-data')).toHaveLength(1));
    expect(api.find('POST', '/api/users/user-data')[0]?.body).toEqual({
      type: 1,
      gender: 'female',
      dateOfBirth: '1990-02-28',
      addresses: [],
      country: t.kuwait,
    });
  });

  it('uploads a new picture as multipart field "image" and refuses other files', async () => {
    const api = fakeApi({ 'POST /api/users/add-image': { body: { ...sara, image: { url: '/media/avatars/7.png' } } } });
    const { user } = await renderApp({ locale, path, bootstrap: bootstrapFor(locale, sara) });
    const input = await screen.findByTestId('avatar-input');
    // A browser's "all files" choice bypasses `accept`; the check in the page still applies.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(shownText('validation.fileType', locale))).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(t.pictureSaved)).toBeInTheDocument();
    const body = api.find('POST', '/api/users/add-image')[0]?.body as FormData;
    expect((body.get('image') as File).name).toBe('me.png');
    await waitFor(() => expect(document.querySelector('img.avatar')).toHaveAttribute('src', '/media/avatars/7.png'));
  });
});
