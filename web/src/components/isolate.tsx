import type { ReactNode } from 'react';

/**
 * A value written in its own direction inside a sentence: a name, product name, e-mail, phone
 * number or code. Isolated, a Latin name in an Arabic sentence stays whole (and an Arabic one in
 * English), and its neighbours are not reordered. `dir="ltr"` for values that are always left to
 * right whatever their first character (phone numbers, e-mail addresses, codes); otherwise the
 * value's first letter decides. Plain strings use isolateText from the contracts instead.
 */
export const Isolate = ({ children, dir, className }: { children: ReactNode; dir?: 'ltr'; className?: string }) => (
  <bdi className={className} dir={dir}>
    {children}
  </bdi>
);

/** A Kuwaiti mobile number with its country code, left to right in every language. */
export const PhoneNumber = ({ phone }: { phone: string }) => <Isolate dir="ltr">+965 {phone}</Isolate>;
