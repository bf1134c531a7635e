import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChatShell } from './chat-shell';

/** /chats/contacts: the people one chats with (on wide screens beside an empty conversation pane). */
export const ChatContactsPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Contacts`);
  return <ChatShell activeId={null} />;
};
