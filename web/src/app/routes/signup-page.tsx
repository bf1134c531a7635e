import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { SignupForm } from '../../features/auth/components/signup-form';
import { SocialLogin } from '../../features/auth/components/social-login';
import { useFullSearch } from '../../lib/full-path';
import { useDocumentTitle } from '../../lib/use-document-title';

export const SignupPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Sign up`);
  const redirectTo = new URLSearchParams(useFullSearch()).get('redirectTo');
  return (
    <section className="card narrow stack">
      <h1>
        <Trans>Sign up</Trans>
      </h1>
      <SignupForm />
      <p className="divider">
        <Trans>or</Trans>
      </p>
      <SocialLogin redirectTo={redirectTo} />
      <p>
        <Trans>
          Already have an account? <Link href={pathTo('login')}>Log in</Link>
        </Trans>
      </p>
    </section>
  );
};
