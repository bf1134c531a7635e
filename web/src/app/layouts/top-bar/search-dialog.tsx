import { pathTo, SEARCH_SLUG } from '@badal/contracts/core';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { SearchIcon } from '../../../components/icons';
import { suggestionHref } from '../../../features/search/suggestion-href';
import { lazy } from '../../../lib/lazy';

const loadForm = () => import('./search-form');
const SearchModal = lazy('search-modal', () => loadForm().then((m) => ({ default: m.SearchModal })));

/**
 * The search dialog; submitting goes to the category 'search' with a text query (spec §2). Its
 * trigger is a link to that page, whose box is a plain form: a tap before the app has started
 * still leads to a search.
 */
export const SearchDialog = () => {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  return (
    <>
      <Link
        href={pathTo('category', { slug: SEARCH_SLUG })}
        className="icon-btn"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        // Fetch the form while the pointer or focus is on its way, so it is there when the dialog opens.
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        aria-label={t`Search`}
        data-testid="search-open"
      >
        <SearchIcon />
      </Link>
      {open && (
        <Suspense fallback={null}>
          <SearchModal
            onClose={() => setOpen(false)}
            onSearch={(text) => {
              setOpen(false);
              navigate(pathTo('category', { slug: SEARCH_SLUG, query: { text } }));
            }}
            onPick={(suggestion) => {
              setOpen(false);
              navigate(suggestionHref(suggestion));
            }}
          />
        </Suspense>
      )}
    </>
  );
};
