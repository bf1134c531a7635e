import { errorCatalogue } from '@badal/contracts';
import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FormAlert } from '../../components/form/form-alert';
import { LoginForm } from '../../features/auth/components/login-form';
import { SocialLogin } from '../../features/auth/components/social-login';
import { useFullSearch } from '../../lib/full-path';
import { useDocumentTitle } from '../../lib/use-document-title';

export const LoginPage = () => {
  const { t } = useLingui();
  useDocumentTitle(t`Log in`);
  const search = useFullSearch();
  const query = new URLSearchParams(search);
  const redirectTo = query.get('redirectTo');
  // A social sign-in that failed comes back as ?error=<catalogue code>.
  const failed = query.get('error');
  const socialError =
    failed && Object.hasOwn(errorCatalogue, failed)
      ? errorCatalogue[failed as keyof typeof errorCatalogue].messageKey
      : null;
  // Sent here by the top bar's business link: say why (spec §6).
  const notice = query.get('notice') === 'business' ? 'session.businessLoginRequired' : null;
  // Keep the wanted page when the visitor goes on to sign up instead.
  const signupHref = pathTo('signup', { query: { redirectTo } });
  return (
    <section className="card narrow stack">
      <h1>
        <Trans>Log in</Trans>
      </h1>
      <FormAlert message={notice} tone="info" />
      <FormAlert message={socialError} />
      <LoginForm />
      <p>
        <Link href={pathTo('resetPassword')}>
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
      <p className="divider">
        <Trans>or</Trans>
      </p>
      <SocialLogin redirectTo={redirectTo} />
      <p>
        <Trans>
          New to Badal? <Link href={signupHref}>Sign up</Link>
        </Trans>
      </p>
    </section>
  );
};
