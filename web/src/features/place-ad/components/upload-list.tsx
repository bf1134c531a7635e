import { Trans, useLingui } from '@lingui/react/macro';
import { CloseIcon } from '../../../components/icons';
import { Isolate } from '../../../components/isolate';
import { formatNumber, intlLocale } from '../../../lib/format';
import { useLocale, useMessages } from '../../../lib/messages';
import type { useImageUploads } from '../hooks/use-image-uploads';

/** A file size in KB or MB, in the reader's digits. */
const useSize = () => {
  const locale = useLocale();
  const { t } = useLingui();
  return (bytes: number) => {
    if (bytes < 1024 * 1024) {
      const kb = formatNumber(Math.max(1, Math.round(bytes / 1024)), locale);
      return t`${kb} KB`;
    }
    const mb = formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, locale);
    return t`${mb} MB`;
  };
};

/**
 * Files on their way, each with a progress bar, and files refused: before sending (wrong format,
 * too large, too many) or by the API after sending, each with its reason.
 */
export const UploadList = ({ uploads }: { uploads: ReturnType<typeof useImageUploads> }) => {
  const { t } = useLingui();
  const text = useMessages();
  const locale = useLocale();
  const size = useSize();
  const percentOf = new Intl.NumberFormat(intlLocale(locale), { style: 'percent' });
  if (uploads.items.length === 0 && uploads.refused.length === 0) return null;
  return (
    <ul className="upload-list" aria-label={t`Uploads`} data-testid="upload-list">
      {uploads.refused.map((file) => (
        <li key={file.key} className="upload-item upload-item-failed" data-testid="upload-refused">
          <div className="upload-item-head">
            <Isolate className="upload-item-name">{file.name}</Isolate>
            <button
              type="button"
              className="icon-btn"
              onClick={() => uploads.dismissRefused(file.key)}
              aria-label={t`Dismiss ${file.name}`}
            >
              <CloseIcon />
            </button>
          </div>
          <p className="field-error" role="alert">
            {text(file.error)}
          </p>
        </li>
      ))}
      {uploads.items.map((item) => {
        const name = item.file.name;
        const percent = Math.round(item.progress * 100);
        const shown = item.status === 'waiting' ? t`Waiting` : percentOf.format(percent / 100);
        return (
          <li
            key={item.key}
            className={item.status === 'failed' ? 'upload-item upload-item-failed' : 'upload-item'}
            data-testid="upload-item"
          >
            <div className="upload-item-head">
              <Isolate className="upload-item-name">{name}</Isolate>
              <span className="muted upload-item-size">
                {size(item.file.size)}
                {item.status !== 'failed' && ` · ${shown}`}
              </span>
              {item.status === 'failed' && (
                <button type="button" className="btn btn-ghost" onClick={() => uploads.retry(item.key)}>
                  <Trans>Try again</Trans>
                </button>
              )}
              <button
                type="button"
                className="icon-btn"
                onClick={() => uploads.remove(item.key)}
                aria-label={item.status === 'uploading' ? t`Cancel ${name}` : t`Remove ${name}`}
              >
                <CloseIcon />
              </button>
            </div>
            {item.status === 'failed' ? (
              <p className="field-error" role="alert">
                {text(item.error ?? 'error.occurred')}
              </p>
            ) : (
              <div
                className="upload-progress"
                role="progressbar"
                aria-label={t`Uploading ${name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={shown}
              >
                <span className="upload-progress-bar" style={{ inlineSize: `${percent}%` }} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
};
