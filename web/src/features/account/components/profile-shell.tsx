import type { ReactNode } from 'react';
import { ProfileNav } from './profile-nav';
import './profile-layout.css';

/** The profile pages' frame: their menu beside (or above, on phones) the page. */
export const ProfileShell = ({ children }: { children: ReactNode }) => (
  <div className="profile-layout">
    <ProfileNav />
    <div className="stack">{children}</div>
  </div>
);
