import { LoadFailed } from '../../../components/load-failed';
import { PageLoader } from '../../../components/page-loader';

/** A wizard page while the draft is not known yet: the loader, or 'an error occurred' and a retry. */
export const DraftPending = ({ failed, retry, title }: { failed: boolean; retry: () => void; title: string }) =>
  failed ? (
    <LoadFailed onRetry={retry}>
      <h1>{title}</h1>
    </LoadFailed>
  ) : (
    <PageLoader />
  );
