import type { ReactNode } from 'react';

/** A submit button that shows it is busy and cannot be pressed twice. */
export const SubmitButton = ({
  busy,
  children,
  className = 'btn',
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
}) => (
  <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
    {children}
  </button>
);
