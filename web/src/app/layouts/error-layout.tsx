import { Trans, useLingui } from '@lingui/react/macro';
import { Logo } from '../../components/logo';
import { useMessages } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import './error-layout.css';

/**
 * What a broken page shows (spec §2): 'An error occurred', the error's message and a way home.
 * Plain anchors: the router itself may be what failed, so home is a full page load.
 */
export const ErrorLayout = ({ message, homeHref }: { message: string; homeHref: string }) => {
  const { t } = useLingui();
  const text = useMessages();
  useDocumentTitle(text('error.occurred'));
  return (
    <>
      <header className="error-header container">
        <a href={homeHref} aria-label={t`Badal بدل, home page`}>
          <Logo />
        </a>
      </header>
      <main id="main" className="page container">
        <section className="card narrow stack" role="alert">
          <h1>{text('error.occurred')}</h1>
          <p>{message}</p>
          <p>
            <a className="btn" href={homeHref}>
              <Trans>Back to home</Trans>
            </a>
          </p>
        </section>
      </main>
    </>
  );
};
