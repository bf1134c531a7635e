import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSocket } from '../../../lib/realtime/fake-socket';
import { chatMessage, chatUser, contact, ME, messagePages, PARTNER, productMini } from '../../../test/chat-fixtures';
import { type Answer, fakeApi, type Handler } from '../../../test/fake-api';
import { FakeXhr } from '../../../test/fake-xhr';
import { bootstrapFor, selfUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { shownText } from '../../../test/shown-text';

const ui = {
  en: {
    older: 'Load older messages',
    write: 'Write a message',
    send: 'Send',
    attach: 'Attach files',
    uploading: 'Uploading',
    delete: 'Delete message',
    confirm: 'Delete',
    deleteTitle: 'Delete this message?',
    typing: 'typing…',
    about: 'About this ad',
    choose: 'Choose a conversation to read and reply.',
    none: 'No conversations yet.',
    unread: '2 unread messages',
    ticks: { sent: 'Sent', receive: 'Delivered', read: 'Read' },
    menu: 'Menu',
    drawerLinks: ['Go back', 'Back to website', 'Place an ad', 'Account settings', 'Logout'],
    kuwait: 'Kuwait',
  },
  ar: {
    older: 'تحميل الرسائل الأقدم',
    write: 'اكتب رسالة',
    send: 'إرسال',
    attach: 'إرفاق ملفات',
    uploading: 'جارٍ الرفع',
    delete: 'حذف الرسالة',
    confirm: 'حذف',
    deleteTitle: 'حذف هذه الرسالة؟',
    typing: 'يكتب الآن…',
    about: 'بخصوص هذا الإعلان',
    choose: 'اختر محادثة لقراءتها والرد عليها.',
    none: 'لا توجد محادثات بعد.',
    unread: 'رسالتان غير مقروءتين',
    ticks: { sent: 'أُرسلت', receive: 'تم التسليم', read: 'مقروءة' },
    menu: 'القائمة',
    drawerLinks: ['رجوع', 'العودة إلى الموقع', 'أضف إعلانًا', 'إعدادات الحساب', 'تسجيل الخروج'],
    kuwait: 'الكويت',
  },
} as const;

type Body = { status?: string; messagesIds?: number[] };

/** The chat API of a conversation of `total` messages with the partner, the newest two unread. */
const chatApi = (total = 45, extra: Record<string, Handler | Answer> = {}) => {
  const pages = messagePages(total, 30, (id) => (id >= total - 3 && id % 2 ? { status: 'sent' } : {}));
  return fakeApi({
    'GET /api/chat/contacts': { body: [contact(), contact({ id: 43, fullName: 'Ali Kareem', unreadCount: 0 })] },
    [`GET /api/chat/users/${PARTNER}`]: { body: chatUser() },
    'GET /api/chat/messages': (r) => {
      const query = new URLSearchParams(r.search);
      expect(query.get('userId')).toBe(String(PARTNER));
      return { body: pages(Number(query.get('page'))) };
    },
    'PUT /api/chat/messages/update-status': (r) => ({
      body: { updated: (r.body as Body).messagesIds?.length ?? 0 },
    }),
    'DELETE /api/chat/messages': { body: { message: 'Deleted.' } },
    // The conversation's 'Block' asks whom the member blocked.
    'GET /api/blocks': { body: [] },
    ...extra,
  });
};

const statusCalls = (api: ReturnType<typeof fakeApi>) =>
  api.find('PUT', '/api/chat/messages/update-status').map((r) => r.body as Body);

describe.each(['en', 'ar'] as const)('chat pages (%s)', (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const t = ui[locale];
  const signedIn = bootstrapFor(locale, selfUser());
  let socket: ReturnType<typeof installFakeSocket>;

  beforeEach(() => {
    socket = installFakeSocket();
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => socket.restore());

  const connected = async () => {
    await waitFor(() => expect(socket.current()).toBeDefined());
    const s = socket.current()!;
    if (!s.connected) s.connect();
    return s;
  };

  it('lists the contacts and pages back through the conversation, marking the partner’s messages read', async () => {
    const api = chatApi();
    const { user } = await renderApp({ locale, path: `${prefix}/chats/contacts/${PARTNER}`, bootstrap: signedIn });
    const contacts = await screen.findByTestId('chat-contacts');
    const [huda] = await within(contacts).findAllByTestId('chat-contact');
    expect(huda).toHaveAttribute('href', `${prefix}/chats/contacts/${PARTNER}`);
    expect(huda).toHaveAttribute('aria-current', 'page');
    expect(huda).toHaveTextContent('Is it still available?');
    expect(within(huda!).getByTestId('chat-contact-unread')).toHaveTextContent(t.unread);

    const list = await screen.findByTestId('chat-messages');
    await waitFor(() => expect(within(list).getAllByTestId('chat-message')).toHaveLength(30));
    // Oldest first: the page of the newest 30 is 16 … 45.
    expect(within(list).getAllByTestId('chat-message')[0]).toHaveTextContent('Message number 16');
    await waitFor(() => expect(statusCalls(api)).toEqual([{ status: 'read', messagesIds: [43, 45] }]));

    await user.click(screen.getByRole('button', { name: t.older }));
    await waitFor(() => expect(within(list).getAllByTestId('chat-message')).toHaveLength(45));
    expect(within(list).getAllByTestId('chat-message')[0]).toHaveTextContent('Message number 1');
    expect(api.find('GET', '/api/chat/messages').map((r) => new URLSearchParams(r.search).get('page'))).toEqual([
      '1',
      '2',
    ]);
    expect(screen.queryByRole('button', { name: t.older })).not.toBeInTheDocument();
  }, 15_000);

  it('sends text and a picture with an upload progress bar; ticks follow the receipts', async () => {
    chatApi(4);
    const { user } = await renderApp({ locale, path: `${prefix}/chats/contacts/${PARTNER}`, bootstrap: signedIn });
    const s = await connected();
    await screen.findByText('Message number 4');
    await user.type(screen.getByRole('textbox', { name: t.write }), 'Can you do 20 KWD?');
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bike.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('chat-file-input'), picture);
    expect(screen.getByText('bike.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.send }));

    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/chat/send-message');
    expect(xhr.body?.get('receiverId')).toBe(String(PARTNER));
    expect(xhr.body?.get('message')).toBe('Can you do 20 KWD?');
    expect(xhr.body?.get('slug')).toBeNull();
    expect((xhr.body!.getAll('images[]') as File[]).map((f) => f.name)).toEqual(['bike.png']);
    xhr.progress(30, 100);
    expect(screen.getByRole('progressbar', { name: t.uploading })).toHaveAttribute('value', '30');

    const sent = chatMessage(46, {
      message: 'Can you do 20 KWD?',
      status: 'sent',
      attachments: [
        { id: 1, kind: 'image', url: '/media/chat/bike.png', name: 'bike.png', size: 4, mimeType: 'image/png' },
      ],
    });
    xhr.respond(201, sent);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: t.write })).toHaveValue('');
    const bubble = (await screen.findAllByTestId('chat-message')).at(-1)!;
    expect(bubble).toHaveTextContent('Can you do 20 KWD?');
    expect(within(bubble).getByRole('img', { name: 'bike.png' })).toHaveAttribute('src', '/media/chat/bike.png');
    const ticks = within(bubble).getByTestId('message-ticks');
    expect(ticks).toHaveAttribute('data-status', 'sent');
    expect(ticks).toHaveTextContent(t.ticks.sent);

    s.serverEmit('message:status', { messagesIds: [46], status: 'receive', byUserId: PARTNER });
    expect(within(bubble).getByTestId('message-ticks')).toHaveTextContent(t.ticks.receive);
    s.serverEmit('message:status', { messagesIds: [46], status: 'read', byUserId: PARTNER });
    expect(within(bubble).getByTestId('message-ticks')).toHaveAttribute('data-status', 'read');
    expect(within(bubble).getByTestId('message-ticks')).toHaveTextContent(t.ticks.read);
    // A receipt never moves a state back.
    s.serverEmit('message:status', { messagesIds: [46], status: 'receive', byUserId: PARTNER });
    expect(within(bubble).getByTestId('message-ticks')).toHaveAttribute('data-status', 'read');
  });

  it('checks attachments and the text before uploading, and shows the server’s field errors', async () => {
    chatApi(2);
    const { user } = await renderApp({ locale, path: `${prefix}/chats/contacts/${PARTNER}`, bootstrap: signedIn });
    await screen.findByText('Message number 2');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shownText('validation.emptyMessage', locale));

    fireEvent.change(screen.getByTestId('chat-file-input'), {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `setup.exe: ${shownText('validation.fileType', locale)}`,
    );
    expect(FakeXhr.sent).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: t.write }), 'Hello');
    await user.click(screen.getByRole('button', { name: t.send }));
    FakeXhr.sent[0]!.respond(422, {
      error: { code: 'validation', message: 'Invalid', fields: { receiverId: 'validation.ownAccount' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(shownText('validation.ownAccount', locale));
    expect(screen.getByRole('textbox', { name: t.write })).toHaveValue('Hello');
  });

  it('shows the typing hint and new messages live, and marks them read', async () => {
    const api = chatApi(2);
    await renderApp({ locale, path: `${prefix}/chats/contacts/${PARTNER}`, bootstrap: signedIn });
    const s = await connected();
    await screen.findByText('Message number 2');
    s.serverEmit('chat:typing', { userId: PARTNER });
    await waitFor(() => expect(screen.getByTestId('chat-partner-status')).toHaveTextContent(t.typing));
    s.serverEmit('message:new', chatMessage(3, { message: 'Yes, still available', status: 'sent' }));
    expect(await screen.findByText('Yes, still available')).toBeInTheDocument();
    expect(screen.getByTestId('chat-partner-status')).not.toHaveTextContent(t.typing);
    await waitFor(() => expect(statusCalls(api)).toContainEqual({ status: 'read', messagesIds: [3] }));
    // Someone else's message does not land in this conversation (the contacts list is fetched again).
    s.serverEmit('message:new', chatMessage(5, { senderId: 99, message: 'From someone else', status: 'sent' }));
    await waitFor(() => expect(api.find('GET', '/api/chat/contacts').length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByText('From someone else')).not.toBeInTheDocument();
  });

  it('deletes one’s own message after asking', async () => {
    const api = chatApi(2);
    const { user } = await renderApp({ locale, path: `${prefix}/chats/contacts/${PARTNER}`, bootstrap: signedIn });
    const mine = (await screen.findByText('Message number 2')).closest('li')!;
    await user.click(within(mine as HTMLElement).getByRole('button', { name: t.delete }));
    const dialog = await screen.findByRole('dialog', { name: t.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(screen.queryByText('Message number 2')).not.toBeInTheDocument());
    expect(api.find('DELETE', '/api/chat/messages').map((r) => r.body)).toEqual([{ messagesIds: [2] }]);
    // The partner's message has no delete button.
    const theirs = screen.getByText('Message number 1').closest('li')!;
    expect(within(theirs as HTMLElement).queryByRole('button', { name: t.delete })).not.toBeInTheDocument();
  });

  it('opened from a product: its welcome message and card, and messages about it', async () => {
    const product = productMini();
    const welcome = chatMessage(3, {
      message: 'Hello! Thanks for your interest in “Old bike”.',
      isWelcome: true,
      product,
      status: 'sent',
    });
    const api = chatApi(2, {
      'GET /api/chat/messages/welcome': (r) => {
        expect(new URLSearchParams(r.search).get('slug')).toBe('old-bike');
        return { body: { message: welcome, product } };
      },
    });
    const { user } = await renderApp({
      locale,
      path: `${prefix}/chats/contacts/${PARTNER}?slug=old-bike`,
      bootstrap: signedIn,
    });
    const card = await screen.findByTestId('chat-product-card');
    expect(card).toHaveTextContent(t.about);
    expect(card).toHaveTextContent('Old bike');
    expect(card).toHaveAttribute('href', `${prefix}/categories/vehicles/products/old-bike`);
    expect(await screen.findByText('Hello! Thanks for your interest in “Old bike”.')).toBeInTheDocument();
    // The card is not repeated in the welcome bubble.
    expect(screen.getAllByTestId('chat-product-card')).toHaveLength(1);
    await waitFor(() => expect(statusCalls(api).flatMap((c) => c.messagesIds)).toContain(3));

    await user.type(screen.getByRole('textbox', { name: t.write }), 'Is it still available?{Enter}');
    expect(FakeXhr.sent[0]!.body?.get('slug')).toBe('old-bike');
  });

  it('opens the side drawer with the user, Kuwait by default, and the links out', async () => {
    chatApi(2);
    const { user } = await renderApp({ locale, path: `${prefix}/chats/contacts`, bootstrap: signedIn });
    expect(await screen.findByText(t.choose)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.menu }));
    const drawer = screen.getByTestId('chat-drawer');
    expect(drawer).toHaveAttribute('data-open', 'true');
    expect(within(drawer).getByRole('heading', { name: 'Sara Ali' })).toBeInTheDocument();
    expect(drawer).toHaveTextContent(t.kuwait);
    for (const name of t.drawerLinks) expect(within(drawer).getByText(name)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: t.drawerLinks[3] })).toHaveAttribute(
      'href',
      `${prefix}/profile/info/account-settings`,
    );
    await user.keyboard('{Escape}');
    expect(drawer).toHaveAttribute('data-open', 'false');
    expect(screen.getByRole('button', { name: t.menu })).toHaveFocus();
  });

  it('blocks the person from the conversation after a confirm, and goes back to the contacts without them', async () => {
    const block = locale === 'ar' ? 'حظر' : 'Block';
    let contacts = [contact(), contact({ id: 43, fullName: 'Ali Kareem', unreadCount: 0 })];
    const api = chatApi(2, {
      'GET /api/chat/contacts': () => ({ body: contacts }),
      'POST /api/blocks': () => {
        contacts = contacts.filter((c) => c.id !== PARTNER);
        return { body: { message: 'ok' } };
      },
    });
    const { user, current } = await renderApp({
      locale,
      path: `${prefix}/chats/contacts/${PARTNER}`,
      bootstrap: signedIn,
    });
    const header = (await screen.findByTestId('chat-conversation')).querySelector('header') as HTMLElement;
    await user.click(await within(header).findByRole('button', { name: block }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: block }));
    await waitFor(() => expect(current()).toBe(`${prefix}/chats/contacts`));
    expect(api.find('POST', '/api/blocks').map((r) => r.body)).toEqual([{ userId: PARTNER }]);
    const list = await screen.findByTestId('chat-contacts');
    await waitFor(() => expect(within(list).getAllByTestId('chat-contact')).toHaveLength(1));
    expect(list).not.toHaveTextContent('Huda Saleh');
  });

  it('says so when there is nobody to chat with yet; an unknown user is a 404', async () => {
    fakeApi({ 'GET /api/chat/contacts': { body: [] }, 'GET /api/chat/users/404': { status: 404 } });
    const { navigate } = await renderApp({ locale, path: `${prefix}/chats/contacts`, bootstrap: signedIn });
    expect(await screen.findByText(t.none)).toBeInTheDocument();
    navigate(`${prefix}/chats/contacts/404`);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    navigate(`${prefix}/chats/contacts/${ME}`);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('acknowledges a message that arrives on another page (received: two ticks for its sender)', async () => {
    const api = fakeApi({ 'PUT /api/chat/messages/update-status': { body: { updated: 1 } } });
    await renderApp({ locale, path: `${prefix}/`, bootstrap: signedIn });
    const s = await connected();
    s.serverEmit('message:new', chatMessage(11, { status: 'sent' }));
    await waitFor(() => expect(statusCalls(api)).toEqual([{ status: 'receive', messagesIds: [11] }]));
  });
});
