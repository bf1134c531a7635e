import type { messages } from '@badal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { takeWizardMove } from '../../../features/place-ad/flow-navigation';
import { draftApi, draftAt, SUB, TOP } from '../../../features/place-ad/test/draft-fixtures';
import { categoryDetail } from '../../../test/catalogue-fixtures';
import { errorBody } from '../../../test/fake-api';
import { bootstrapFor, selfUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { shownText } from '../../../test/shown-text';

const ui = {
  en: {
    chooseCategory: 'Choose a category',
    chooseSub: 'Choose a sub-category',
    describe: 'Describe your item',
    specifications: 'Specifications',
    pictures: 'Add pictures',
    stepOne: 'Step 1 of 5: Category',
    stepTwo: 'Step 2 of 5: Details',
    title: 'Title',
    description: 'Description',
    price: 'Price',
    forSale: 'For sale',
    used: 'Used',
    next: 'Next',
    back: 'Back',
    save: 'Save and continue',
    make: 'Make',
    accidentFree: 'Accident-free',
    yes: 'Yes',
    trim: 'Trim',
    count: (n: number) => `${n} filled — at least 3 needed`,
    discard: 'Discard ad',
    discardTitle: 'Discard this ad?',
    keep: 'Keep editing',
    confirm: 'Yes, discard it',
    discarded: 'Your ad was discarded.',
    tooFew: 'Ads need at least 3 attributes filled in, and this category has only 2.',
  },
  ar: {
    chooseCategory: 'اختر فئة',
    chooseSub: 'اختر فئة فرعية',
    describe: 'صف غرضك',
    specifications: 'المواصفات',
    pictures: 'أضف صورًا',
    stepOne: 'الخطوة 1 من 5: الفئة',
    stepTwo: 'الخطوة 2 من 5: التفاصيل',
    title: 'عنوان الإعلان',
    description: 'الوصف',
    price: 'السعر',
    forSale: 'للبيع',
    used: 'مستعمل',
    next: 'التالي',
    back: 'رجوع',
    save: 'احفظ وتابع',
    make: 'Make',
    accidentFree: 'Accident-free',
    yes: 'نعم',
    trim: 'Trim',
    count: (n: number) => `تمت تعبئة ${n} — المطلوب 3 على الأقل`,
    discard: 'تجاهل الإعلان',
    discardTitle: 'هل تريد تجاهل هذا الإعلان؟',
    keep: 'متابعة التعديل',
    confirm: 'نعم، تجاهله',
    discarded: 'تم تجاهل إعلانك.',
    tooFew: 'يحتاج الإعلان إلى تعبئة 3 خصائص على الأقل، وليس لهذه الفئة سوى 2.',
  },
} as const;

describe.each(['en', 'ar'] as const)('place an ad (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  const m = (key: keyof typeof messages) => shownText(key, locale);
  const bootstrap = bootstrapFor(locale, selfUser());
  const open = (step: string) => renderApp({ locale, path: `${prefix}/place-ad/steps/${step}`, bootstrap });
  const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

  // A move the wizard made in an earlier test must not count as this test's.
  beforeEach(() => {
    takeWizardMove('');
  });

  it("resumes the server's draft at the step §4 maps it to, whichever step was opened", async () => {
    draftApi(draftAt(4));
    const { current } = await open('select-category');
    expect(await heading(t.pictures)).toBeInTheDocument();
    expect(current()).toBe(`${prefix}/place-ad/steps/set-images`);
  });

  it('chooses the category level by level, skipping levels without children', async () => {
    const api = draftApi(draftAt(0));
    const { user, current } = await open('select-category');
    expect(await heading(t.chooseCategory)).toBeInTheDocument();
    expect(screen.getByTestId('step-count')).toHaveTextContent(t.stepOne);
    // Nothing to discard yet.
    expect(screen.queryByRole('button', { name: t.discard })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TOP.name }));
    expect(await heading(t.chooseSub)).toBeInTheDocument();
    expect(api.find('POST', '/api/ad/category')[0]?.body).toEqual({ categoryId: TOP.id });
    await user.click(await screen.findByRole('button', { name: SUB.name }));
    // The sub-category has no brands: straight on to the details.
    expect(await heading(t.describe)).toBeInTheDocument();
    expect(current()).toBe(`${prefix}/place-ad/steps/set-details`);
    expect(api.state.draft.product?.categoryIds).toEqual([TOP.id, SUB.id]);

    // Going back is allowed, and the choice already made is shown and kept.
    await user.click(screen.getByRole('button', { name: t.back }));
    expect(await heading(t.chooseSub)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SUB.name })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(await heading(t.describe)).toBeInTheDocument();
    expect(api.find('POST', '/api/ad/category')).toHaveLength(2);
  });

  it("checks the details with the contracts' rules, then asks for at least 3 attributes and saves both", async () => {
    const api = draftApi(draftAt(3));
    const { user, current } = await open('set-details');
    expect(await heading(t.describe)).toBeInTheDocument();
    expect(screen.getByTestId('step-count')).toHaveTextContent(t.stepTwo);
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(await screen.findByRole('textbox', { name: t.title })).toHaveAccessibleDescription(m('validation.required'));
    expect(screen.getByRole('textbox', { name: t.price })).toHaveAccessibleDescription(
      m('validation.nonNegativeNumber'),
    );

    await user.type(screen.getByRole('textbox', { name: t.title }), 'Toyota Land Cruiser');
    await user.type(screen.getByRole('textbox', { name: t.description }), 'One owner, agency serviced.');
    await user.type(screen.getByRole('textbox', { name: t.price }), '0');
    await user.click(screen.getByRole('radio', { name: t.forSale }));
    await user.click(screen.getByRole('radio', { name: t.used }));
    await user.click(screen.getByRole('button', { name: t.next }));
    // A price must be more than 0.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: t.price })).toHaveAccessibleDescription(
        m('validation.nonNegativeNumber'),
      ),
    );
    await user.clear(screen.getByRole('textbox', { name: t.price }));
    await user.type(screen.getByRole('textbox', { name: t.price }), '12500.5');
    await user.click(screen.getByRole('button', { name: t.next }));

    expect(await heading(t.specifications)).toBeInTheDocument();
    expect(current()).toBe(`${prefix}/place-ad/steps/set-details/index-ref`);
    await user.selectOptions(await screen.findByRole('combobox', { name: t.make }), 'toyota');
    await user.click(within(screen.getByRole('group', { name: t.accidentFree })).getByRole('radio', { name: t.yes }));
    expect(screen.getByTestId('attribute-count')).toHaveTextContent(t.count(2));
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(m('validation.minAttributes'))).toBeInTheDocument();
    expect(api.find('POST', '/api/ad/details')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: t.trim }), 'GXR');
    expect(screen.getByTestId('attribute-count')).toHaveTextContent(t.count(3));
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await heading(t.pictures)).toBeInTheDocument();
    const [sent] = api.find('POST', '/api/ad/details');
    expect(sent?.body).toEqual({
      name: 'Toyota Land Cruiser',
      description: 'One owner, agency serviced.',
      price: '12500.5',
      isFeatured: '0',
      sellType: 'sell',
      attributes: JSON.stringify([
        { id: 6, value: 'true' },
        { id: 1, values: ['toyota'] },
        { id: 9, value: 'GXR' },
      ]),
    });
    expect(api.find('POST', '/api/ad/status')[0]?.body).toEqual({ isNew: '0' });
  }, 15_000);

  it("shows the server's field errors on the attributes and keeps what was typed", async () => {
    const api = draftApi(draftAt(4), {
      'POST /api/ad/details': {
        status: 422,
        body: errorBody('validation', 'Some fields need your attention.', {
          'attributes.0.value': 'validation.invalid',
        }),
      },
    });
    const { user } = await open('set-details');
    // Opened from outside, the draft at step 4 resumes at the pictures; the wizard's Back reaches the attributes.
    expect(await heading(t.pictures)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.back }));
    expect(await heading(t.specifications)).toBeInTheDocument();
    const mileage = screen.getByTestId('attribute-3');
    expect(within(mileage).getByRole('textbox')).toHaveValue('84000');
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(within(mileage).getByRole('textbox')).toHaveAccessibleDescription(/./));
    expect(within(mileage).getByText(m('validation.invalid'))).toBeInTheDocument();
    expect(within(mileage).getByRole('textbox')).toHaveValue('84000');
    expect(await screen.findByTestId('snackbar')).toHaveTextContent(m('error.validation'));
    expect(api.find('POST', '/api/ad/status')).toHaveLength(0);
  });

  it('brings the user back to the first half when the server refuses one of its fields', async () => {
    draftApi(draftAt(4), {
      'POST /api/ad/details': {
        status: 422,
        body: errorBody('validation', 'Some fields need your attention.', { name: 'validation.unsafeText' }),
      },
    });
    const { user, current } = await open('set-images');
    expect(await heading(t.pictures)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.back }));
    expect(await heading(t.specifications)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: t.save }));
    expect(await heading(t.describe)).toBeInTheDocument();
    expect(current()).toBe(`${prefix}/place-ad/steps/set-details`);
    const title = await screen.findByRole('textbox', { name: t.title });
    await waitFor(() => expect(title).toHaveAccessibleDescription(m('validation.unsafeText')));
    // What the server holds is still in the inputs.
    expect(title).toHaveValue('Toyota Land Cruiser 2020');
  });

  it('explains when the category has fewer attributes than an ad needs', async () => {
    const detail = categoryDetail({ id: SUB.id, slug: SUB.slug, name: SUB.name });
    draftApi(draftAt(4, { attributes: [] }), {
      [`GET /api/categories/${SUB.slug}/mini`]: { body: { ...detail, filters: detail.filters.slice(0, 2) } },
    });
    const { user } = await open('set-images');
    expect(await heading(t.pictures)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.back }));
    expect(await screen.findByTestId('too-few-attributes')).toHaveTextContent(t.tooFew);
    expect(screen.queryByRole('button', { name: t.save })).not.toBeInTheDocument();
  });

  it('discards the draft only after a confirmation, then starts again at the first step', async () => {
    const api = draftApi(draftAt(3));
    const { user, current } = await open('set-details');
    expect(await heading(t.describe)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.discard }));
    const dialog = await screen.findByRole('dialog', { name: t.discardTitle });
    await user.click(within(dialog).getByRole('button', { name: t.keep }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.find('DELETE', '/api/ad/discard')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: t.discard }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.confirm }));
    expect(await heading(t.chooseCategory)).toBeInTheDocument();
    expect(api.find('DELETE', '/api/ad/discard')).toHaveLength(1);
    expect(current()).toBe(`${prefix}/place-ad/steps/select-category`);
    expect(screen.getByTestId('snackbar')).toHaveTextContent(t.discarded);
    expect(screen.queryByRole('button', { name: t.discard })).not.toBeInTheDocument();
  });

  it('sends a visitor to log in first', async () => {
    draftApi(draftAt(0));
    const { current } = await renderApp({ locale, path: `${prefix}/place-ad/steps/select-category` });
    const wanted = `${prefix}/place-ad/steps/select-category`;
    await waitFor(() => expect(current()).toBe(`${prefix}/login?redirectTo=${encodeURIComponent(wanted)}`));
  });
});
