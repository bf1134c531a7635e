import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatNumber } from '../lib/format';
import { useLocale } from '../lib/messages';
import { ChevronEndIcon, ChevronStartIcon } from './page-icons';
import './pagination.css';

/** Which page numbers to offer: the first, the last, and two either side of the current one. */
export const pageWindow = (current: number, last: number): (number | 'gap')[] => {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1]! > 1) out.push('gap');
    out.push(page);
  });
  return out;
};

/**
 * Page links (real links, so each page of results has its own shareable URL and the back button
 * walks through them). `hrefFor(page)` builds the URL of a page.
 */
export const Pagination = ({
  page,
  lastPage,
  hrefFor,
}: {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  if (lastPage <= 1) return null;
  return (
    <nav className="pagination" aria-label={t`Pages`}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className="pagination-step" rel="prev" aria-label={t`Previous page`}>
          <ChevronStartIcon />
        </Link>
      ) : (
        <span className="pagination-step" aria-hidden="true">
          <ChevronStartIcon />
        </span>
      )}
      <ul>
        {pageWindow(page, lastPage).map((item, i) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                className="pagination-page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t`Page ${formatNumber(item, locale)}`}
              >
                {formatNumber(item, locale)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < lastPage ? (
        <Link href={hrefFor(page + 1)} className="pagination-step" rel="next" aria-label={t`Next page`}>
          <ChevronEndIcon />
        </Link>
      ) : (
        <span className="pagination-step" aria-hidden="true">
          <ChevronEndIcon />
        </span>
      )}
    </nav>
  );
};
