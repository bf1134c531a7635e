import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { VerificationForm } from '../../features/auth/components/verification-form';
import { readTempUser } from '../../lib/temp-user';
import { useDocumentTitle } from '../../lib/use-document-title';

/** SMS code entry for the account just created (the temp-user guard keeps strangers out). */
export const VerificationPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Verification`);
  // Read once: the form clears it on success, and this page must not flicker while it leaves.
  const [tempUser] = useState(readTempUser);
  if (!tempUser) return null;
  return (
    <section className="card narrow stack">
      <h1>
        <Trans>Verify your account</Trans>
      </h1>
      <VerificationForm tempUser={tempUser} />
    </section>
  );
};
