import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';

/** "1,176 results", announced politely as the filters change it. */
export const ResultCount = ({ count }: { count: number | undefined }) => {
  const { i18n } = useLingui();
  const locale = useLocale();
  const shown = formatNumber(count ?? 0, locale);
  return (
    <p className="result-count" aria-live="polite" data-testid="result-count">
      {count === undefined
        ? null
        : i18n._(
            msg({ message: plural(count, { 0: 'No results', one: `${shown} result`, other: `${shown} results` }) }),
          )}
    </p>
  );
};
