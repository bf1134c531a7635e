import { useLingui } from '@lingui/react/macro';
import './page-loader.css';

/** Shown while a page chunk or its data loads. */
export const PageLoader = () => {
  const { t } = useLingui();
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="page-loader-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t`Loading…`}</span>
    </div>
  );
};
