import type { ChatContact } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { UserAvatar } from '../../../components/user-avatar';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime/use-realtime';
import { useContacts } from '../api/get-contacts';
import { contactName, lastMessagePreview } from '../contact-text';
import './chat.css';
import { Isolate } from '../../../components/isolate';
import { QueryGate } from '../../../components/query-gate';

const ContactItem = ({ contact, active, me }: { contact: ChatContact; active: boolean; me: number }) => {
  const { t } = useLingui();
  const name = contactName(contact);
  const unread = contact.unreadCount;
  const preview = lastMessagePreview(contact.lastMessage, me, t`Attachment`);
  return (
    <li>
      <Link
        href={pathTo('chat', { userId: contact.id })}
        className={unread > 0 ? 'chat-contact chat-contact-unread' : 'chat-contact'}
        aria-current={active ? 'page' : undefined}
        data-testid="chat-contact"
      >
        <UserAvatar name={name} image={contact.image} size={44} />
        <span className="chat-contact-text">
          <span className="chat-contact-name" dir="auto">
            {name}
          </span>
          {preview && (
            <span className="chat-contact-last">
              {preview.mine && <Trans>You:</Trans>} <Isolate>{preview.text}</Isolate>
            </span>
          )}
        </span>
        {unread > 0 && (
          <span className="chat-contact-badge" data-testid="chat-contact-unread">
            <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
            <span className="visually-hidden">
              <Plural value={unread} one="# unread message" other="# unread messages" />
            </span>
          </span>
        )}
      </Link>
    </li>
  );
};

/**
 * The people one has chatted with, latest first, each with the last message and the unread count.
 * It follows the conversations live: a new message, a receipt or a reconnect fetches it again.
 */
export const ContactList = ({
  activeId,
  me,
  heading: Heading = 'h1',
  action,
}: {
  activeId: number | null;
  me: number;
  /** h1 on the contacts page; next to a conversation (whose title is the h1) an h2. */
  heading?: 'h1' | 'h2';
  /** A control shown before the title (the drawer's menu button). */
  action?: ReactNode;
}) => {
  const { t } = useLingui();
  const contacts = useContacts();
  const { mutate } = contacts;
  useRealtimeEvent('message:new', () => void mutate());
  useRealtimeEvent('message:status', () => void mutate());
  useRealtimeReconnect(() => void mutate());

  return (
    <nav className="chat-contacts" aria-label={t`Conversations`} data-testid="chat-contacts">
      <div className="chat-contacts-head">
        {action}
        <Heading className="chat-contacts-title">
          <Trans>Chats</Trans>
        </Heading>
      </div>
      <QueryGate query={contacts}>
        {(data) =>
          data.length > 0 ? (
            <ul className="chat-contact-list">
              {data.map((c) => (
                <ContactItem key={c.id} contact={c} active={c.id === activeId} me={me} />
              ))}
            </ul>
          ) : (
            <div className="empty-state chat-contacts-empty">
              <p>
                <Trans>No conversations yet.</Trans>
              </p>
              <p>
                <Trans>Open an ad and chat with its seller to start one.</Trans>
              </p>
            </div>
          )
        }
      </QueryGate>
    </nav>
  );
};
