import { pathTo } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FooterCategories } from '../../../features/categories/components/footer-categories';
import { APP_STORE_URL, PLAY_STORE_URL, SOCIAL_LINKS, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../lib/site';
import { useNow } from '../../../lib/use-now';
import './footer.css';

/**
 * The footer of spec §2: about links, the first 4 categories with 4 children each, policy links,
 * contact details, social links, the two app stores and the copyright with the current year.
 */
export const Footer = () => {
  const { t } = useLingui();
  const year = new Date(useNow()).getFullYear();
  return (
    <footer className="footer below-fold">
      <div className="footer-grid container">
        <nav className="footer-column" aria-labelledby="footer-about">
          <h2 className="footer-heading" id="footer-about">
            <Trans>About Badal</Trans>
          </h2>
          <ul>
            <li>
              <Link href={pathTo('aboutOurStory')}>
                <Trans>Our story</Trans>
              </Link>
            </li>
            <li>
              <Link href={pathTo('aboutOurMission')}>
                <Trans>Our mission</Trans>
              </Link>
            </li>
            <li>
              <Link href={pathTo('aboutOurVision')}>
                <Trans>Our vision</Trans>
              </Link>
            </li>
            <li>
              <Link href={pathTo('aboutOurLeadershipTeam')}>
                <Trans>Our leadership team</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <FooterCategories />
        <nav className="footer-column" aria-labelledby="footer-policies">
          <h2 className="footer-heading" id="footer-policies">
            <Trans>Policies</Trans>
          </h2>
          <ul>
            <li>
              <Link href={pathTo('aboutTerms')}>
                <Trans>Terms and conditions</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <div className="footer-column">
          <h2 className="footer-heading">
            <Trans>Contact us</Trans>
          </h2>
          <ul>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li>
              <a href={`tel:${SUPPORT_PHONE.replaceAll(' ', '')}`} dir="ltr">
                {SUPPORT_PHONE}
              </a>
            </li>
          </ul>
          <ul className="footer-social" aria-label={t`Badal on social media`}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.id}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="footer-column">
          <h2 className="footer-heading">
            <Trans>Get the app</Trans>
          </h2>
          <ul>
            <li>
              <a className="footer-store" href={APP_STORE_URL} rel="noopener noreferrer" target="_blank">
                <Trans>Download on the App Store</Trans>
              </a>
            </li>
            <li>
              <a className="footer-store" href={PLAY_STORE_URL} rel="noopener noreferrer" target="_blank">
                <Trans>Get it on Google Play</Trans>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="footer-copyright container">
        <Trans>© {year} Badal. All rights reserved.</Trans>
      </p>
    </footer>
  );
};
