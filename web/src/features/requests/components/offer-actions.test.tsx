import type { ChatOffer } from '@badal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { productCard } from '../../../test/catalogue-fixtures';
import { chatMessage, ME, PARTNER } from '../../../test/chat-fixtures';
import { fakeApi } from '../../../test/fake-api';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { OfferActions } from './offer-actions';

/** The partner's purchase offer to me (I sell): my turn while it is open. */
const offerTo = (receiverId: number, offer: Partial<ChatOffer> = {}) =>
  chatMessage(5, {
    senderId: receiverId === ME ? PARTNER : ME,
    receiverId,
    message: 'عرض: KWD 80.000',
    offer: {
      requestId: 31,
      type: 'sale',
      kind: 'offer',
      priceFils: 80_000,
      cashFils: null,
      requestSenderId: PARTNER,
      open: true,
      expiresAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      offersLeft: 3,
      ...offer,
    },
  });

const render = (message: ReturnType<typeof offerTo>, live = true) =>
  renderWithI18n(
    <SWRConfig value={{ provider: () => new Map() }}>
      <OfferActions message={message} me={ME} live={live} />
    </SWRConfig>,
    'ar',
  );

describe('an offer in the chat', () => {
  it('gives the one whose turn it is Accept, Counter and Reject, in Arabic, and accepts by the request', async () => {
    const accepted = {
      id: 31,
      type: 'sale',
      status: 2,
      senderId: PARTNER,
      receiverId: ME,
      receiverProductId: 1,
      senderProductId: null,
      role: 'receiver',
      otherUser: { id: PARTNER, fullName: 'سارة', userName: 'sara', image: null, accountType: 1 },
      receiverProduct: { ...productCard(), available: true },
      senderProduct: null,
      createdAt: '2026-11-27T09:00:00.000Z',
      updatedAt: '2026-11-27T10:00:00.000Z',
      negotiation: {
        priceFils: 80_000,
        cashFils: null,
        turn: 'receiver',
        expiresAt: null,
        expired: false,
        offersLeft: 0,
      },
    };
    const api = fakeApi({ 'PUT /api/requests/31/change-status': { body: accepted } });
    const { user } = await render(offerTo(ME));
    expect(screen.getByTestId('offer-time')).toHaveTextContent('ينتهي خلال 2 س 0 د');
    expect(screen.getByTestId('offer-accept')).toHaveTextContent('قبول');
    expect(screen.getByTestId('offer-counter')).toHaveTextContent('عرض مقابل');
    expect(screen.getByTestId('offer-reject')).toHaveTextContent('رفض');
    await user.click(screen.getByTestId('offer-accept'));
    await waitFor(() => expect(screen.queryByTestId('chat-offer')).toBeNull());
    expect(api.find('PUT', '/api/requests/31/change-status')[0]?.body).toEqual({ status: 2 });
  });

  it('shows the sender only the time left, and nothing once answered, superseded or out of rounds to counter', async () => {
    const mine = await render(offerTo(PARTNER));
    expect(screen.getByTestId('offer-time')).toBeInTheDocument();
    expect(screen.queryByTestId('offer-accept')).toBeNull();
    mine.unmount();
    const closed = await render(offerTo(ME, { open: false }));
    expect(screen.queryByTestId('chat-offer')).toBeNull();
    closed.unmount();
    const older = await render(offerTo(ME), false);
    expect(screen.queryByTestId('chat-offer')).toBeNull();
    older.unmount();
    await render(offerTo(ME, { offersLeft: 0 }));
    expect(screen.getByTestId('offer-accept')).toBeInTheDocument();
    expect(screen.queryByTestId('offer-counter')).toBeNull();
  });
});
