import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { HeartIcon } from '../../../components/page-icons';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { addFavorite, deleteFavorite } from '../api/favorite';

/**
 * A member's favourite toggle on a product page. The new state shows at once and is taken back if
 * the server refuses; `onChanged` lets the page refetch its copy (isFavorite is personal).
 */
export const FavoriteButton = ({
  productId,
  isFavorite,
  onChanged,
}: {
  productId: number;
  isFavorite: boolean;
  onChanged?: () => void;
}) => {
  const { t } = useLingui();
  const report = useReportError();
  const [favorite, setFavorite] = useState(isFavorite);
  const [busy, setBusy] = useState(false);
  useEffect(() => setFavorite(isFavorite), [isFavorite]);

  const toggle = async () => {
    const next = !favorite;
    setBusy(true);
    setFavorite(next);
    try {
      await (next ? addFavorite(productId) : deleteFavorite(productId));
      snackbar.show(next ? t`Added to your favorites` : t`Removed from your favorites`, 'success');
      onChanged?.();
    } catch (error) {
      setFavorite(!next);
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={favorite ? 'btn btn-outline favorite-on' : 'btn btn-outline'}
      onClick={() => void toggle()}
      disabled={busy}
      data-testid="favorite-toggle"
    >
      <HeartIcon />
      <span>{favorite ? <Trans>Remove from favorites</Trans> : <Trans>Add to favorites</Trans>}</span>
    </button>
  );
};
