import type { SelfUser } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useSelf } from '../../../features/account/api/get-self';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { ChatDrawer } from '../../../features/chat/components/chat-drawer';
import { MenuIcon } from '../../../features/chat/components/chat-icons';
import { ContactList } from '../../../features/chat/components/contact-list';
import { countryName } from '../../../lib/country';
import { useLocale } from '../../../lib/messages';
import { useSession } from '../../../lib/session';
import './chat-pages.css';

/** Country, else the first address, else Kuwait (spec §2 drawer, §9 default country). */
const placeOf = (self: SelfUser | undefined, locale: 'en' | 'ar'): string => {
  if (self?.country?.trim()) return countryName(self.country, locale);
  const address = self?.addresses.find((a) => a.trim());
  return address ?? countryName(null, locale);
};

/**
 * The frame of both chat pages: the side drawer, the contacts and the conversation pane. Wide
 * screens show them side by side; on a phone the contacts and a conversation are separate
 * screens (`activeId` says which one this is).
 */
export const ChatShell = ({ activeId, children }: { activeId: number | null; children?: ReactNode }) => {
  const { t } = useLingui();
  const locale = useLocale();
  const session = useSession();
  const { data: self } = useSelf();
  const logout = useLogout();
  const [drawer, setDrawer] = useState(false);
  if (!session) return null;
  const name = self?.fullName.trim() || self?.userName || session.fullName;
  return (
    <div className="chat-shell" data-view={activeId === null ? 'list' : 'conversation'} data-testid="chat-shell">
      <ChatDrawer
        user={{ name, image: self?.image ?? null, place: placeOf(self, locale) }}
        open={drawer}
        onClose={() => setDrawer(false)}
        onLogout={() => void logout()}
      />
      <div className="chat-side">
        <ContactList
          activeId={activeId}
          me={session.userId}
          heading={activeId === null ? 'h1' : 'h2'}
          action={
            <button
              type="button"
              className="icon-btn chat-menu-button"
              onClick={() => setDrawer(true)}
              aria-expanded={drawer}
              aria-label={t`Menu`}
              data-testid="chat-menu"
            >
              <MenuIcon />
            </button>
          }
        />
      </div>
      <div className="chat-pane">
        {children ?? (
          <div className="chat-pane-empty">
            <p>
              <Trans>Choose a conversation to read and reply.</Trans>
            </p>
          </div>
        )}
      </div>
    </div>
  );
};
