import { useSearch } from 'wouter';
import { QueryGate } from '../../../components/query-gate';
import { useChatUser } from '../../../features/chat/api/get-chat-user';
import { Conversation } from '../../../features/chat/components/conversation';
import { contactName } from '../../../features/chat/contact-text';
import { isApiError } from '../../../lib/api-error';
import { useRouteParams } from '../../../lib/current-route';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotFoundPage } from '../not-found-page';
import { ChatShell } from './chat-shell';

/**
 * /chats/contacts/{userId}: the chat with one user, beside the contacts on wide screens. From a
 * product's page it is opened with ?slug=<product>: the seller's welcome message and the
 * product's card come with it. An id that names nobody (or oneself) is a 404.
 */
export const ChatPage = () => {
  const { userId = '' } = useRouteParams();
  const slug = new URLSearchParams(useSearch()).get('slug')?.trim() || null;
  const me = useSession()?.userId ?? null;
  const id = /^\d{1,10}$/.test(userId) && Number(userId) !== me ? Number(userId) : null;
  const partner = useChatUser(id);
  useDocumentTitle(partner.data ? contactName(partner.data) : '');

  if (id === null || me === null || isApiError(partner.error, 'not_found')) return <NotFoundPage />;
  return (
    <ChatShell activeId={id}>
      <QueryGate query={partner} failedClassName="chat-pane-empty">
        {(data) => <Conversation key={id} partner={data} me={me} slug={slug} />}
      </QueryGate>
    </ChatShell>
  );
};
