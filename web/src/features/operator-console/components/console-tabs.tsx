import { pathTo } from '@badal/contracts/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import './operator-console.css';

export const CONSOLE_TABS = ['reports', 'held', 'words', 'search', 'banners', 'refunds', 'log'] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

/** The tab an address names (`?tab=`): the report queue unless another is named. */
export const consoleTabFrom = (search: string): ConsoleTab => {
  const asked = new URLSearchParams(search).get('tab');
  return (CONSOLE_TABS as readonly string[]).includes(asked ?? '') ? (asked as ConsoleTab) : 'reports';
};

/** The console's tools, one tab each. */
export const ConsoleTabs = ({ current }: { current: ConsoleTab }) => {
  const { t } = useLingui();
  const names: Record<ConsoleTab, string> = {
    reports: t`Reports`,
    held: t`Held ads`,
    words: t`Review words`,
    search: t`Search words`,
    banners: t`Banner review`,
    refunds: t`Refunds`,
    log: t`Audit log`,
  };
  return (
    <nav aria-label={t`Operator tools`}>
      <ul className="console-tabs">
        {CONSOLE_TABS.map((tab) => (
          <li key={tab}>
            <Link
              className="btn btn-outline"
              href={pathTo('operator', { query: { tab: tab === 'reports' ? undefined : tab } })}
              aria-current={tab === current ? 'page' : undefined}
              data-testid={`console-tab-${tab}`}
            >
              {names[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
