import type { ChatMessage, Locale } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { OfferActionsSlot } from '../../../components/chat-offer-slot';
import { ReportSlot } from '../../../components/report-slot';
import { intlLocale } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { AttachmentView } from './attachment-view';
import { TrashIcon } from './chat-icons';
import { ChatProductCard } from './chat-product-card';
import { MessageTicks } from './message-ticks';

const clock = (iso: string, locale: Locale) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short' }).format(date);
};

/**
 * One message: the product it is about (when it changes), its text and attachments, the time, and
 * for one's own messages the ticks and a delete button (the welcome message is the seller's, not theirs to delete).
 */
export const MessageBubble = ({
  message,
  mine,
  senderName,
  showProduct,
  onDelete,
  me,
  offerLive = false,
}: {
  message: ChatMessage;
  mine: boolean;
  senderName: string;
  showProduct: boolean;
  onDelete: (message: ChatMessage) => void;
  me?: number;
  /** Issue #32: this offer message is its negotiation's latest one here (its buttons count). */
  offerLive?: boolean;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <li
      className={mine ? 'chat-message chat-message-mine' : 'chat-message'}
      data-testid="chat-message"
      data-message-id={message.id}
    >
      <div className={message.isWelcome ? 'chat-bubble chat-bubble-welcome' : 'chat-bubble'}>
        <span className="visually-hidden">{mine ? t`Your message:` : t`Message from ${senderName}:`}</span>
        {showProduct && message.product && <ChatProductCard product={message.product} />}
        {message.message && (
          <p className="chat-text" dir="auto">
            {message.message}
          </p>
        )}
        {message.attachments.length > 0 && (
          <div className="chat-attachments">
            {message.attachments.map((a) => (
              <AttachmentView key={a.id} attachment={a} />
            ))}
          </div>
        )}
        {message.offer && me !== undefined && <OfferActionsSlot message={message} me={me} live={offerLive} />}
        <span className="chat-meta">
          <time dateTime={message.createdAt}>{clock(message.createdAt, locale)}</time>
          {mine && <MessageTicks status={message.status} />}
        </span>
      </div>
      {mine && !message.isWelcome && (
        <button
          type="button"
          className="icon-btn chat-delete"
          onClick={() => onDelete(message)}
          aria-label={t`Delete message`}
          data-testid="chat-delete"
        >
          <TrashIcon />
        </button>
      )}
      {!mine && !message.isWelcome && (
        <ReportSlot target={{ type: 'message', id: message.id }} className="btn btn-ghost chat-report" />
      )}
    </li>
  );
};
