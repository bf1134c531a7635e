import type { AdDraftDetails } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';

/** The draft's pictures: the main one marked, the others can become main; any can be deleted. */
export const DraftImages = ({
  images,
  busyImage,
  onMain,
  onDelete,
}: {
  images: AdDraftDetails['images'];
  busyImage: number | null;
  onMain: (id: number) => void;
  onDelete: (id: number) => void;
}) => {
  const { t } = useLingui();
  const locale = useLocale();
  const total = formatNumber(images.length, locale);
  if (images.length === 0)
    return (
      <p className="empty-state">
        <Trans>No pictures yet. The first one you add is the main picture.</Trans>
      </p>
    );
  return (
    <ul className="draft-images" data-testid="draft-images">
      {images.map((image, index) => {
        const n = formatNumber(index + 1, locale);
        const busy = busyImage === image.id;
        return (
          <li key={image.id} className={image.main ? 'draft-image draft-image-main' : 'draft-image'}>
            <img src={image.thumbnailUrl} alt={t`${n} of ${total}`} width="160" height="120" loading="lazy" />
            <div className="draft-image-actions">
              {image.main ? (
                <span className="draft-image-badge" data-testid="main-image">
                  <Trans>Main picture</Trans>
                </span>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => onMain(image.id)}
                  disabled={busyImage !== null}
                  aria-busy={busy || undefined}
                  aria-label={t`Make picture ${n} the main picture`}
                >
                  <Trans>Make main</Trans>
                </button>
              )}
              <button
                type="button"
                className="btn btn-ghost draft-image-delete"
                onClick={() => onDelete(image.id)}
                disabled={busyImage !== null}
                aria-busy={busy || undefined}
                aria-label={t`Delete picture ${n}`}
              >
                <Trans>Delete</Trans>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
};
