import { Trans } from '@lingui/react/macro';
import { Link, useLocation, useRouter } from 'wouter';
import { BriefcaseIcon } from '../../../components/icons';
import { useMessages } from '../../../lib/messages';
import { useSession } from '../../../lib/session';
import { snackbar } from '../../../lib/snackbar';

const COMPANY_SUBSCRIPTION = '/company-subscription';

/** Business upgrade: members go to the company subscription; visitors are told to log in first (spec §6). */
export const BusinessLink = ({ className = 'btn btn-ghost' }: { className?: string }) => {
  const session = useSession();
  const text = useMessages();
  const [, navigate] = useLocation();
  const { base } = useRouter();
  if (session)
    return (
      <Link href={COMPANY_SUBSCRIPTION} className={className}>
        <BriefcaseIcon />
        <span>
          <Trans>Business</Trans>
        </span>
      </Link>
    );
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        snackbar.show(text('session.businessLoginRequired'));
        navigate(`/login?${new URLSearchParams({ redirectTo: `${base}${COMPANY_SUBSCRIPTION}` })}`);
      }}
    >
      <BriefcaseIcon />
      <span>
        <Trans>Business</Trans>
      </span>
    </button>
  );
};
