import { useSearch } from 'wouter';
import { NothingPublished, Published, publishedFrom } from '../../../features/place-ad/components/publish-done';

/** /place-ad/done: the ad is published; a link to it, to "my ads" and to place another. */
export const DonePage = () => {
  const productHref = publishedFrom(useSearch());
  return productHref ? <Published productHref={productHref} /> : <NothingPublished />;
};
