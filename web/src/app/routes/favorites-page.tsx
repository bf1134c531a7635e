import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { Pagination } from '../../components/pagination';
import { QueryGate } from '../../components/query-gate';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { useFavorites } from '../../features/favorites/api/get-favorites';
import { FavoriteList } from '../../features/favorites/components/favorite-list';
import { pageFrom } from '../../lib/page-number';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /profile/info/favorites: the member's favourite products, a page at a time (`?page=`). */
export const FavoritesPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Favorites`);
  const page = pageFrom(useSearch());
  const favorites = useFavorites(page);
  return (
    <ProfileShell>
      <h1>
        <Trans>Favorites</Trans>
      </h1>
      <QueryGate query={favorites}>
        {(data) =>
          data.data.length === 0 ? (
            <div className="empty-state" data-testid="favorites-empty">
              <p>
                <Trans>You have no favourites yet. Tap the heart on a product to keep it here.</Trans>
              </p>
              <Link className="btn" href={pathTo('categories')}>
                <Trans>Browse categories</Trans>
              </Link>
            </div>
          ) : (
            <>
              <FavoriteList key={page} products={data.data} onRemoved={() => void favorites.mutate()} />
              <Pagination
                page={data.meta.currentPage}
                lastPage={data.meta.lastPage}
                hrefFor={(n) => pathTo('profile:favorites', { query: { page: n > 1 ? n : undefined } })}
              />
            </>
          )
        }
      </QueryGate>
    </ProfileShell>
  );
};
