import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import './breadcrumb.css';

/** Home › … › the page's parents (the page itself is its heading, not repeated here). */
export const Breadcrumb = ({ items }: { items: readonly { href: string; label: string }[] }) => {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumb">
      <ol>
        <li>
          <Link href={pathTo('home')}>
            <Trans>Home</Trans>
          </Link>
        </li>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
};
