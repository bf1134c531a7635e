import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { Pagination } from '../../components/pagination';
import { QueryGate } from '../../components/query-gate';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { useOrders } from '../../features/payments/api/orders';
import { OrderHistory } from '../../features/payments/components/order-history';
import { pageFrom } from '../../lib/page-number';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /profile/info/payments: the member's payments and receipts, newest first, a page at a time (`?page=`). */
export const PaymentsHistoryPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Payments`);
  const page = pageFrom(useSearch());
  const orders = useOrders(page);
  return (
    <ProfileShell>
      <h1>
        <Trans>Payments</Trans>
      </h1>
      <QueryGate query={orders}>
        {(data) => (
          <>
            <OrderHistory orders={data.data} />
            <Pagination
              page={data.meta.currentPage}
              lastPage={data.meta.lastPage}
              hrefFor={(n) => pathTo('profile:payments', { query: { page: n > 1 ? n : undefined } })}
            />
          </>
        )}
      </QueryGate>
    </ProfileShell>
  );
};
