import { Trans, useLingui } from '@lingui/react/macro';
import { Isolate } from '../../../components/isolate';
import { PageLoader } from '../../../components/page-loader';
import { QueryGate } from '../../../components/query-gate';
import { useSelf } from '../../../features/account/api/get-self';
import { useCategoryAttributes } from '../../../features/place-ad/api/get-category-attributes';
import { AdPreview, PreviewEdits, PreviewTitle } from '../../../features/place-ad/components/ad-preview';
import { PublishAd } from '../../../features/place-ad/components/publish-ad';
import { StepActions } from '../../../features/place-ad/components/step-actions';
import { WizardFrame, type WizardView } from '../../../features/place-ad/components/wizard-frame';
import { previewProduct } from '../../../features/place-ad/preview-product';
import { ProductBody } from '../../../features/products/components/product-body';
import { ProductSummary } from '../../../features/products/components/product-summary';
import { SellerCard } from '../../../features/products/components/seller-card';
import { useNow } from '../../../lib/use-now';

/** The ad as buyers will see it, drawn with the product page's own parts, then "Publish". */
const Preview = ({ view }: { view: WizardView }) => {
  const { data: self = null } = useSelf();
  const now = useNow();
  const { draft, tree } = view;
  const attributes = useCategoryAttributes(tree, draft.product?.categoryIds ?? []);
  return (
    <QueryGate query={attributes}>
      {(filters) => {
        const product = previewProduct({ draft, filters, tree, self, now: new Date(now) });
        if (!product) return <PageLoader />;
        return (
          <>
            <AdPreview>
              <ProductSummary product={product} title={<PreviewTitle name={product.name} />}>
                <SellerCard seller={product.seller} />
                {product.code && (
                  <p className="product-stamp muted">
                    <Trans>
                      Ad number <Isolate>{product.code}</Isolate>
                    </Trans>
                  </p>
                )}
              </ProductSummary>
              <ProductBody product={product} />
            </AdPreview>
            <PreviewEdits />
            <StepActions back={view.back}>
              <PublishAd />
            </StepActions>
          </>
        );
      }}
    </QueryGate>
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
