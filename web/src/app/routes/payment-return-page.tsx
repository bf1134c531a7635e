import { PageLoader } from '../../components/page-loader';

/**
 * The card provider's return addresses (`thanks`, `check-out`): the payment-return guard always
 * sends the customer on before this renders; it only holds the place while it does.
 */
export const PaymentReturnPage = () => <PageLoader />;
