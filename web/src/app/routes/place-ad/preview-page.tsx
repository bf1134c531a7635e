import { Trans, useLingui } from '@lingui/react/macro';
import { PageLoader } from '../../../components/page-loader';
import { useCategoryAttributes } from '../../../features/place-ad/api/get-category-attributes';
import { PublishAd } from '../../../features/place-ad/components/publish-ad';
import { StepActions } from '../../../features/place-ad/components/step-actions';
import { WizardFrame, type WizardView } from '../../../features/place-ad/components/wizard-frame';
import { useWizardNavigate } from '../../../features/place-ad/flow-navigation';
import { previewProduct } from '../../../features/place-ad/preview-product';
import type { WizardPage } from '../../../features/place-ad/wizard-steps';
import { ProductBody } from '../../../features/products/components/product-body';
import { ProductGallery } from '../../../features/products/components/product-gallery';
import { ProductPrice } from '../../../features/products/components/product-price';
import { ProductTags } from '../../../features/products/components/product-tags';
import { SellerCard } from '../../../features/products/components/seller-card';
import { useBootstrap } from '../../../lib/bootstrap';
import { useMessages } from '../../../lib/messages';
import '../product-page.css';
import './preview-page.css';
import { Isolate } from '../../../components/isolate';
import { LoadFailed } from '../../../components/load-failed';

/** The ad as buyers will see it, drawn with the product page's own parts, then "Publish". */
const Preview = ({ view }: { view: WizardView }) => {
  const { t } = useLingui();
  const _text = useMessages();
  const go = useWizardNavigate();
  const { self } = useBootstrap();
  const { draft, tree } = view;
  const { data: filters, error, mutate } = useCategoryAttributes(tree, draft.product?.categoryIds ?? []);
  if (!filters) return error ? <LoadFailed onRetry={() => void mutate()} /> : <PageLoader />;
  const product = previewProduct({ draft, filters, tree, self });
  if (!product) return <PageLoader />;
  const edits: { page: WizardPage; label: string }[] = [
    { page: 'set-details', label: t`Change the details` },
    { page: 'set-images', label: t`Change the pictures` },
    { page: 'select-location', label: t`Change the location` },
  ];
  return (
    <>
      <p className="preview-note">
        <Trans>This is how buyers will see your ad. Nothing is public until you publish it.</Trans>
      </p>
      <article className="product-page stack preview-ad" aria-label={t`Preview of your ad`} data-testid="ad-preview">
        <div className="product-layout">
          <ProductGallery images={product.images} name={product.name} />
          <div className="product-info stack">
            <h2 className="preview-name" dir="auto">
              {product.name}
            </h2>
            <ProductPrice product={product} />
            <ProductTags product={product} />
            <SellerCard seller={product.seller} />
            {product.code && (
              <p className="product-stamp muted">
                <Trans>
                  Ad number <Isolate>{product.code}</Isolate>
                </Trans>
              </p>
            )}
          </div>
        </div>
        <ProductBody product={product} />
      </article>
      <ul className="preview-edits">
        {edits.map((edit) => (
          <li key={edit.page}>
            <button type="button" className="btn btn-outline" onClick={() => go(edit.page)}>
              {edit.label}
            </button>
          </li>
        ))}
      </ul>
      <StepActions back={view.back}>
        <PublishAd />
      </StepActions>
    </>
  );
};

/** /place-ad/steps/preview: the last step. */
export const PreviewPage = () => {
  const { t } = useLingui();
  return (
    <WizardFrame page="preview" title={t`Preview and publish`}>
      {(view) => <Preview view={view} />}
    </WizardFrame>
  );
};
