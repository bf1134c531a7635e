import type { SocialProvider } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { socialRedirectUrl } from '../api/social-redirect';

const PROVIDERS: readonly SocialProvider[] = ['google', 'facebook', 'apple'];

/** Buttons that start the provider's sign-in: plain navigations, since the provider's pages take over. */
export const SocialLogin = ({ redirectTo }: { redirectTo: string | null }) => {
  const { t } = useLingui();
  const label: Record<SocialProvider, string> = {
    google: t`Continue with Google`,
    facebook: t`Continue with Facebook`,
    apple: t`Continue with Apple`,
  };
  return (
    <div className="stack">
      {PROVIDERS.map((provider) => (
        <a key={provider} className="btn btn-outline btn-block" href={socialRedirectUrl(provider, redirectTo)}>
          {label[provider]}
        </a>
      ))}
    </div>
  );
};
