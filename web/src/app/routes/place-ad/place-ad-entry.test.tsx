import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { takeWizardMove } from '../../../features/place-ad/flow-navigation';
import { draftApi, draftAt } from '../../../features/place-ad/test/draft-fixtures';
import { errorBody } from '../../../test/fake-api';
import { bootstrapFor, selfUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const ui = {
  en: { chooseCategory: 'Choose a category', pictures: 'Add pictures', retry: 'Try again' },
  ar: { chooseCategory: 'اختر فئة', pictures: 'أضف صورًا', retry: 'حاول مرة أخرى' },
} as const;

/**
 * Server step → the page §4's mapping resumes at (step 1: the sub-category is the choice still
 * missing). Step 2 (→ select-brand) is left to wizard-steps.test.ts: the fixture's categories have
 * no brands, so the brand page would send the person on.
 */
const RESUMES = [
  [0, 'select-category'],
  [1, 'select-subcategory'],
  [3, 'set-details'],
  [4, 'set-images'],
  [5, 'select-location'],
  [6, 'preview'],
] as const;

describe.each(['en', 'ar'] as const)("the wizard's entry without a step (%s)", (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  const bootstrap = bootstrapFor(locale, selfUser());

  beforeEach(() => {
    takeWizardMove('');
  });

  it.each(RESUMES)('opens a draft at server step %i on %s, from /place-ad', async (step, page) => {
    const api = draftApi(draftAt(step));
    const { current } = await renderApp({ locale, path: `${prefix}/place-ad`, bootstrap });
    await waitFor(() => expect(current()).toBe(`${prefix}/place-ad/steps/${page}`));
    expect(await screen.findByTestId(`wizard-${page}`)).toBeInTheDocument();
    // The step trusts the draft the entry has just fetched.
    expect(api.find('GET', '/api/ad')).toHaveLength(1);
  });

  it('does the same from /place-ad/steps, and Back does not return to the entry', async () => {
    draftApi(draftAt(4));
    const { history } = await renderApp({ locale, path: `${prefix}/place-ad/steps`, bootstrap });
    expect(await screen.findByRole('heading', { level: 1, name: t.pictures })).toBeInTheDocument();
    // The entry replaced its own history entry.
    expect(history).toEqual([`${prefix}/place-ad/steps/set-images`]);
  });

  it('says the draft could not be loaded, and loads it again on request', async () => {
    let fail = true;
    draftApi(draftAt(0), {
      'GET /api/ad': () =>
        fail ? { status: 503, body: errorBody('upstream_unavailable', 'down') } : { body: draftAt(0) },
    });
    const { user, current } = await renderApp({ locale, path: `${prefix}/place-ad`, bootstrap });
    // The first step's page serves the entry: its title heads the failure.
    expect(await screen.findByRole('heading', { level: 1, name: t.chooseCategory })).toBeInTheDocument();
    expect(screen.queryByTestId('wizard-select-category')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByTestId('wizard-select-category')).toBeInTheDocument();
    expect(current()).toBe(`${prefix}/place-ad/steps/select-category`);
  });
});
