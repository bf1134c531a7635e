/** Contract-shaped chat data and a scripted XMLHttpRequest for the chat tests. */
import {
  type ChatContact,
  type ChatMessage,
  type ChatUser,
  chatContactSchema,
  chatMessageSchema,
  chatUserSchema,
  type ProductMini,
  productMiniSchema,
} from '@badal/contracts';

export const ME = 7;
export const PARTNER = 42;

export const chatUser = (overrides: Partial<ChatUser> = {}): ChatUser =>
  chatUserSchema.parse({
    id: PARTNER,
    fullName: 'Huda Saleh',
    userName: 'huda',
    image: null,
    accountType: 2,
    country: null,
    addresses: [],
    ...overrides,
  });

export const chatMessage = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage =>
  chatMessageSchema.parse({
    id,
    // Odd ids from the partner, even ones mine.
    senderId: id % 2 ? PARTNER : ME,
    receiverId: id % 2 ? ME : PARTNER,
    message: `Message number ${id}`,
    status: 'read',
    product: null,
    attachments: [],
    isWelcome: false,
    createdAt: new Date(Date.UTC(2026, 2, 1, 9, 0, id)).toISOString(),
    ...overrides,
  });

export const contact = (overrides: Partial<ChatContact> = {}): ChatContact =>
  chatContactSchema.parse({
    ...chatUser(),
    lastMessage: chatMessage(45, { message: 'Is it still available?', status: 'receive' }),
    unreadCount: 2,
    ...overrides,
  });

export const productMini = (overrides: Partial<ProductMini> = {}): ProductMini =>
  productMiniSchema.parse({
    id: 77,
    slug: 'old-bike',
    name: 'Old bike',
    price: '25',
    currency: 'KWD',
    image: null,
    categories: [
      { id: 1, slug: 'vehicles', name: 'Vehicles' },
      { id: 2, slug: 'bikes', name: 'Bikes' },
    ],
    sellType: 'sell',
    ...overrides,
  });

/** `total` messages, newest first, cut into pages like GET /chat/messages. */
export const messagePages = (total: number, perPage = 30, extra: (id: number) => Partial<ChatMessage> = () => ({})) => {
  const all = Array.from({ length: total }, (_, i) => chatMessage(total - i, extra(total - i)));
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return (page: number) => ({
    data: all.slice((page - 1) * perPage, page * perPage),
    meta: { currentPage: page, perPage, total, lastPage },
  });
};
