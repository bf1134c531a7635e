import type { Locale } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { GlobeIcon } from '../../../components/icons';
import { switchLanguage } from '../../../lib/locale';
import { useLocale } from '../../../lib/messages';

/** Each language's name in itself, so a reader finds theirs whatever the page shows. */
const NATIVE_NAME: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/** Switches between English and Arabic: cookie for a year, reload after half a second (spec §4). */
export const LanguageToggle = () => {
  const { t } = useLingui();
  const locale = useLocale();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const [switching, setSwitching] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-ghost top-bar-language"
      lang={other}
      onClick={() => {
        setSwitching(true);
        switchLanguage(other);
      }}
      disabled={switching}
      aria-label={t`Switch language to ${NATIVE_NAME[other]}`}
      data-testid="language-toggle"
    >
      <GlobeIcon />
      <span>{NATIVE_NAME[other]}</span>
    </button>
  );
};
