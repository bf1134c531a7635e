import type { ChatMessage, ChatUser } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link } from 'wouter';
import { MakeOfferSlot } from '../../../components/chat-offer-slot';
import { PageLoader } from '../../../components/page-loader';
import { UserAvatar } from '../../../components/user-avatar';
import { useRealtimeConnection, useRealtimeStatus } from '../../../lib/realtime/use-realtime';
import { contactsKey } from '../api/get-contacts';
import { useWelcome } from '../api/get-welcome';
import { contactName } from '../contact-text';
import { useConversation } from '../hooks/use-conversation';
import { useMarkRead } from '../hooks/use-mark-read';
import { usePartnerTyping } from '../hooks/use-typing';
import { BackIcon } from './chat-icons';
import { ChatProductCard } from './chat-product-card';
import { Composer } from './composer';
import { DeleteMessageDialog } from './delete-message-dialog';
import { MessageList } from './message-list';
import './chat.css';
import { Isolate } from '../../../components/isolate';
import { LoadFailed } from '../../../components/load-failed';

/**
 * The conversation with one person (spec §2 /chats/contacts/{userId}): who, the product it is
 * about when opened from a product's page (its welcome message joins the list), the messages with
 * older ones loaded on scrolling up, and the box to write. New messages, receipts and the typing
 * hint arrive live; the other person's messages are marked read while this is on screen.
 */
export const Conversation = ({
  partner,
  me,
  slug,
  headerActions,
}: {
  partner: ChatUser;
  me: number;
  slug: string | null;
  /** What the page puts beside the person's name ('Block', issue #31). */
  headerActions?: ReactNode;
}) => {
  useRealtimeConnection();
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const convo = useConversation(partner.id, me);
  const welcome = useWelcome(slug);
  const typing = usePartnerTyping(partner.id);
  const connection = useRealtimeStatus();
  const [toDelete, setToDelete] = useState<ChatMessage | null>(null);
  const scroller = useRef<HTMLElement>(null);
  const name = contactName(partner);
  const { add, setStatus, remove } = convo;

  // A slug whose product someone else sells says nothing about this conversation.
  const about = welcome.data && welcome.data.message.senderId === partner.id ? welcome.data : null;
  const welcomeMessage = about?.message;
  useEffect(() => {
    if (welcomeMessage) add(welcomeMessage);
  }, [welcomeMessage, add]);

  useMarkRead(partner.id, convo.messages, (ids) => {
    setStatus(ids, 'read');
    void mutate(contactsKey);
  });

  const sent = useCallback(
    (message: ChatMessage) => {
      add(message);
      void mutate(contactsKey);
      // The scroller is a reversed column: its bottom, the newest message, is at 0.
      requestAnimationFrame(() => scroller.current?.scrollTo?.({ top: 0 }));
    },
    [add, mutate],
  );

  const product = about?.product ?? null;
  return (
    <section className="chat-conversation" aria-labelledby="chat-partner-name" data-testid="chat-conversation">
      <header className="chat-header">
        <Link href={pathTo('chatContacts')} className="icon-btn chat-back" aria-label={t`Back to chats`}>
          <BackIcon />
        </Link>
        <UserAvatar name={name} image={partner.image} size={40} />
        <div className="chat-header-text">
          <h1 id="chat-partner-name" className="chat-partner-name" dir="auto">
            <Link href={pathTo('seller', { userId: partner.id })}>{name}</Link>
          </h1>
          <p className="chat-partner-status" aria-live="polite" data-testid="chat-partner-status">
            {typing ? t`typing…` : connection === 'offline' ? t`Connection lost. Reconnecting…` : ''}
          </p>
        </div>
        {headerActions}
      </header>
      {product && (
        <div className="chat-pinned">
          <ChatProductCard product={product} label={t`About this ad`} />
          {/* The welcome is the partner's: the product is theirs, so I may make an offer. */}
          <MakeOfferSlot product={product} sellerId={partner.id} />
        </div>
      )}
      {convo.loading ? (
        <div className="chat-scroller">
          <PageLoader />
        </div>
      ) : convo.error ? (
        <LoadFailed onRetry={convo.retry} className="chat-scroller empty-state" />
      ) : (
        <MessageList
          messages={convo.messages}
          me={me}
          partnerName={name}
          pinnedProductId={product?.id ?? null}
          hasOlder={convo.hasOlder}
          loadingOlder={convo.loadingOlder}
          onLoadOlder={convo.loadOlder}
          onDelete={setToDelete}
          scrollerRef={scroller}
          before={
            convo.messages.length === 0 && (
              <p className="empty-state chat-empty">
                <Trans>
                  No messages yet. Say hello to <Isolate>{name}</Isolate>!
                </Trans>
              </p>
            )
          }
        />
      )}
      <Composer partnerId={partner.id} slug={product ? slug : null} onSent={sent} />
      <DeleteMessageDialog
        message={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(id) => {
          remove([id]);
          void mutate(contactsKey);
        }}
      />
    </section>
  );
};
