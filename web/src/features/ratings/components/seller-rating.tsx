import { Trans } from '@lingui/react/macro';
import { useUserRatings } from '../api/ratings';
import { RatingLine } from './rating-line';

/** The seller card's line on a product page: their ratings as a seller (issue #32). */
export const SellerRating = ({ userId }: { userId: number }) => {
  const ratings = useUserRatings(userId);
  if (!ratings.data) return null;
  return (
    <p className="seller-rating" data-testid="seller-rating">
      <span className="visually-hidden">
        <Trans>Ratings as a seller:</Trans>
      </span>
      <RatingLine summary={ratings.data.asSeller} />
    </p>
  );
};
