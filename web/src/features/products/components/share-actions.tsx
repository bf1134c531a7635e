import { Trans, useLingui } from '@lingui/react/macro';
import { LinkIcon, ShareIcon } from '../../../components/page-icons';
import { useMessages } from '../../../lib/messages';
import { snackbar } from '../../../lib/snackbar';
import './product.css';

/**
 * Share the page (the system share sheet, where the browser has one) and copy its link. A browser
 * without a usable clipboard gets the §8 message 'Sorry, Clipboard not available in your browser'.
 */
export const ShareActions = ({ title, url }: { title: string; url: string }) => {
  const { t } = useLingui();
  const text = useMessages();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      snackbar.show(t`Link copied`, 'success');
    } catch {
      snackbar.error(text('error.clipboard'));
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };
  return (
    <div className="row product-share">
      {canShare && (
        <button type="button" className="btn btn-outline" onClick={() => void share()}>
          <ShareIcon />
          <span>
            <Trans>Share</Trans>
          </span>
        </button>
      )}
      <button type="button" className="btn btn-outline" onClick={() => void copy()} data-testid="copy-link">
        <LinkIcon />
        <span>
          <Trans>Copy link</Trans>
        </span>
      </button>
    </div>
  );
};
