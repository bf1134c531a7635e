import type { ChatMessage } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { newDay } from '../message-list';
import { MessageBubble } from './message-bubble';

/**
 * The messages, oldest at the top. The scroller is a reversed column, so the browser keeps the
 * bottom (the newest message) in place: older pages arriving above and pictures loading do not
 * move what the reader looks at. Reaching the top loads the previous page (a button does the same
 * for keyboards and where IntersectionObserver is missing).
 */
export const MessageList = ({
  messages,
  me,
  partnerName,
  pinnedProductId,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onDelete,
  scrollerRef,
  before,
}: {
  messages: readonly ChatMessage[];
  me: number;
  partnerName: string;
  /** The product shown above the conversation: its card is not repeated in the bubbles. */
  pinnedProductId: number | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onDelete: (message: ChatMessage) => void;
  scrollerRef: RefObject<HTMLElement | null>;
  before?: ReactNode;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadOlder);
  load.current = onLoadOlder;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasOlder || loadingOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder]);

  // Issue #32: only the latest message of a negotiation carries its buttons.
  const latestOffer = new Map<number, number>();
  for (const m of messages) if (m.offer) latestOffer.set(m.offer.requestId, m.id);
  let previousProduct: number | null = null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="chat-scroller" ref={scrollerRef} tabIndex={0} aria-label={t`Conversation`}>
      <div className="chat-scroller-inner">
        {before}
        {hasOlder && (
          <div className="chat-older" ref={sentinel}>
            <button type="button" className="btn btn-ghost" onClick={onLoadOlder} disabled={loadingOlder}>
              {loadingOlder ? <Trans>Loading…</Trans> : <Trans>Load older messages</Trans>}
            </button>
          </div>
        )}
        {/* A log (new messages are announced politely) around a list (which keeps its list semantics). */}
        <div role="log" aria-label={t`Messages`}>
          <ol className="chat-messages" data-testid="chat-messages">
            {messages.map((m, i) => {
              const product = m.product?.id ?? null;
              const showProduct = product !== null && product !== previousProduct && product !== pinnedProductId;
              if (product !== null) previousProduct = product;
              return [
                newDay(messages[i - 1], m) && (
                  <li key={`day-${m.id}`} className="chat-day" aria-hidden="true">
                    <span>{formatDate(m.createdAt, locale)}</span>
                  </li>
                ),
                <MessageBubble
                  key={m.id}
                  message={m}
                  mine={m.senderId === me}
                  senderName={partnerName}
                  showProduct={showProduct}
                  onDelete={onDelete}
                  me={me}
                  offerLive={m.offer ? latestOffer.get(m.offer.requestId) === m.id : false}
                />,
              ];
            })}
          </ol>
        </div>
      </div>
    </section>
  );
};
