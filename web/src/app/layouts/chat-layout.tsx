import type { ReactNode } from 'react';
import { SkipLink } from './default-layout';
import { TopBar } from './top-bar/top-bar';
import './chat-layout.css';

/** Chats use the full height below the bar: no category chips, no footer. */
export const ChatLayout = ({ children }: { children: ReactNode }) => (
  <>
    <SkipLink />
    <TopBar chips={false} />
    <main id="main" className="chat-main" tabIndex={-1}>
      {children}
    </main>
  </>
);
