import { pathTo } from '@badal/contracts/core';
import { Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type ChatOffers, ChatOffersProvider } from '../../../components/chat-offer-slot';
import { QueryGate } from '../../../components/query-gate';
import { useChatUser } from '../../../features/chat/api/get-chat-user';
import { Conversation } from '../../../features/chat/components/conversation';
import { contactName } from '../../../features/chat/contact-text';
import { isApiError } from '../../../lib/api-error';
import { useRouteParams } from '../../../lib/current-route';
import { withMembersCatalog } from '../../../lib/i18n';
import { lazy } from '../../../lib/lazy';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotFoundPage } from '../not-found-page';
import { ChatShell } from './chat-shell';

// 'Block' (issue #31) with its confirm: its own chunk with the members' strings, loaded once a chat opens.
const BlockButton = lazy(
  'chat-block-button',
  withMembersCatalog(() =>
    import('../../../features/blocks/components/block-button').then((m) => ({ default: m.BlockButton })),
  ),
);

// Offers in the chat (issue #32): the requests feature's answers under an offer and 'Make an offer'.
const OfferActions = lazy(
  'chat-offer-actions',
  withMembersCatalog(() =>
    import('../../../features/requests/components/offer-actions').then((m) => ({ default: m.OfferActions })),
  ),
);
const MakeOfferButton = lazy(
  'chat-make-offer',
  withMembersCatalog(() =>
    import('../../../features/requests/components/make-offer-button').then((m) => ({ default: m.MakeOfferButton })),
  ),
);
const chatOffers: ChatOffers = {
  actions: (props) => (
    <Suspense fallback={null}>
      <OfferActions {...props} />
    </Suspense>
  ),
  makeOffer: (props) => (
    <Suspense fallback={null}>
      <MakeOfferButton {...props} />
    </Suspense>
  ),
};

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
  const [, navigate] = useLocation();
  useDocumentTitle(partner.data ? contactName(partner.data) : '');

  if (id === null || me === null || isApiError(partner.error, 'not_found')) return <NotFoundPage />;
  return (
    <ChatShell activeId={id}>
      <ChatOffersProvider value={chatOffers}>
        <QueryGate query={partner} failedClassName="chat-pane-empty">
          {(data) => (
            <Conversation
              key={id}
              partner={data}
              me={me}
              slug={slug}
              headerActions={
                <Suspense fallback={null}>
                  {/* A blocked person's conversation leaves the contact list: back to it. */}
                  <BlockButton
                    userId={data.id}
                    name={contactName(data)}
                    onBlocked={() => navigate(pathTo('chatContacts'))}
                  />
                </Suspense>
              }
            />
          )}
        </QueryGate>
      </ChatOffersProvider>
    </ChatShell>
  );
};
