import type { AdDraft, messages } from '@badal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../test/fake-api';
import { FakeXhr } from '../../../test/fake-xhr';
import { bootstrapFor, selfUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { shownText } from '../../../test/shown-text';
import { takeWizardMove } from '../flow-navigation';
import { draftApi, draftAt } from '../test/draft-fixtures';

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const picture = (id: number, main: boolean) => ({
  id,
  url: `/media/ads/${id}.png`,
  thumbnailUrl: `/media/ads/${id}-thumb.png`,
  main,
});
const withPictures = (...images: ReturnType<typeof picture>[]): AdDraft => {
  const draft = draftAt(images.length > 0 ? 5 : 4);
  return { ...draft, product: { ...draft.product!, images } };
};

const ui = {
  en: {
    heading: 'Add pictures',
    location: 'Where is the item?',
    back: 'Back',
    add: 'Add pictures',
    uploading: (name: string) => `Uploading ${name}`,
    waiting: 'Waiting',
    main: 'Main picture',
    makeMain: (n: number) => `Make picture ${n} the main picture`,
    remove: (n: number) => `Delete picture ${n}`,
    retry: 'Try again',
    next: 'Next',
    needOne: 'Add at least one picture to continue.',
  },
  ar: {
    heading: 'أضف صورًا',
    location: 'أين يوجد الغرض؟',
    back: 'رجوع',
    add: 'أضف صورًا',
    uploading: (name: string) => `جارٍ رفع ${name}`,
    waiting: 'في الانتظار',
    main: 'الصورة الرئيسية',
    makeMain: (n: number) => `اجعل الصورة ${n} الصورة الرئيسية`,
    remove: (n: number) => `حذف الصورة ${n}`,
    retry: 'حاول مرة أخرى',
    next: 'التالي',
    needOne: 'أضف صورة واحدة على الأقل للمتابعة.',
  },
} as const;

describe.each(['en', 'ar'] as const)('pictures step (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  const m = (key: keyof typeof messages) => shownText(key, locale);
  const open = () =>
    renderApp({ locale, path: `${prefix}/place-ad/steps/set-images`, bootstrap: bootstrapFor(locale, selfUser()) });

  beforeEach(() => {
    takeWizardMove('');
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('uploads several files one by one, each with its own progress bar, and refuses other formats at once', async () => {
    draftApi(withPictures());
    const { user } = await open();
    expect(await screen.findByRole('heading', { level: 1, name: t.heading })).toBeInTheDocument();
    // Nothing yet: going on asks for a picture first.
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByText(t.needOne)).toBeInTheDocument();

    const gif = new File(['GIF89a'], 'animation.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText(t.add), { target: { files: [png('front.png'), png('back.png'), gif] } });

    const refused = await screen.findByTestId('upload-refused');
    expect(refused).toHaveTextContent('animation.gif');
    expect(refused).toHaveTextContent(m('validation.fileType'));
    const front = await screen.findByRole('progressbar', { name: t.uploading('front.png') });
    const back = screen.getByRole('progressbar', { name: t.uploading('back.png') });
    // One at a time: the second waits.
    expect(FakeXhr.sent).toHaveLength(1);
    expect(back).toHaveAttribute('aria-valuetext', t.waiting);
    const first = FakeXhr.sent[0]!;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/ad/images');
    expect(first.body?.get('images[]')).toMatchObject({ name: 'front.png' });

    first.progress(30, 100);
    expect(front).toHaveAttribute('aria-valuenow', '30');
    first.progress(75, 100);
    expect(front).toHaveAttribute('aria-valuenow', '75');
    expect(back).toHaveAttribute('aria-valuenow', '0');

    first.respond(200, withPictures(picture(501, true)));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(screen.queryByRole('progressbar', { name: t.uploading('front.png') })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('draft-images')).getByText(t.main)).toBeInTheDocument();
    const second = FakeXhr.sent[1];
    second?.progress(40, 80);
    expect(screen.getByRole('progressbar', { name: t.uploading('back.png') })).toHaveAttribute('aria-valuenow', '50');

    // The API looks inside the file: what it refuses stays listed with the reason, to retry or remove.
    second?.respond(
      422,
      errorBody('validation', 'Some fields need your attention.', { images: 'validation.fileType' }),
    );
    const failed = await screen.findByText(m('validation.fileType'), { selector: '[data-testid="upload-item"] *' });
    expect(failed).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    FakeXhr.sent[2]?.respond(200, withPictures(picture(501, true), picture(502, false)));
    await waitFor(() => expect(screen.queryByTestId('upload-item')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('draft-images')).getAllByRole('img')).toHaveLength(2);
  });

  it('makes another picture the main one and deletes one', async () => {
    const api = draftApi(withPictures(picture(501, true), picture(502, false)), {
      'POST /api/ad/images/502/main': { body: withPictures(picture(501, false), picture(502, true)) },
      'DELETE /api/ad/images/501': { body: withPictures(picture(502, true)) },
    });
    const { user } = await open();
    // With a main picture the draft resumes at the location; the wizard's Back returns here.
    expect(await screen.findByRole('heading', { level: 1, name: t.location })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.back }));
    await user.click(await screen.findByRole('button', { name: t.makeMain(2) }));
    await waitFor(() => expect(screen.getByRole('button', { name: t.makeMain(1) })).toBeInTheDocument());
    expect(api.find('POST', '/api/ad/images/502/main')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: t.remove(1) }));
    await waitFor(() => expect(screen.queryByRole('button', { name: t.remove(2) })).not.toBeInTheDocument());
    expect(api.find('DELETE', '/api/ad/images/501')).toHaveLength(1);
    expect(within(screen.getByTestId('draft-images')).getByTestId('main-image')).toHaveTextContent(t.main);
  });
});
