import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';

/**
 * "176 results", announced politely as the filters change it; "More than 1,000 results" when the search
 * stopped counting (the answer's `totalCapped`).
 */
export const ResultCount = ({ count, capped = false }: { count: number | undefined; capped?: boolean }) => {
  const { i18n } = useLingui();
  const locale = useLocale();
  const shown = formatNumber(count ?? 0, locale);
  return (
    <p className="result-count" aria-live="polite" data-testid="result-count">
      {count === undefined
        ? null
        : capped
          ? i18n._(msg`More than ${shown} results`)
          : i18n._(
              msg({ message: plural(count, { 0: 'No results', one: `${shown} result`, other: `${shown} results` }) }),
            )}
    </p>
  );
};
