import { Trans, useLingui } from '@lingui/react/macro';
import { AllCategories } from '../../features/categories/components/all-categories';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /categories: every category and its sub-categories (the data comes with the start-up bootstrap). */
export const CategoriesPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`All categories`);
  return (
    <div className="stack">
      <h1>
        <Trans>All categories</Trans>
      </h1>
      <AllCategories />
    </div>
  );
};
