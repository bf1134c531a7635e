import { ABOUT_PAGES, ABOUT_ROUTES, type AboutPage as AboutSlug } from '@badal/contracts/core';
import { useLingui } from '@lingui/react/macro';
import { PageLoader } from '../../components/page-loader';
import { ABOUT_MENU } from '../../features/about/about-pages';
import { useAboutUs } from '../../features/about/api/get-about-us';
import { AboutContent } from '../../features/about/components/about-content';
import { AboutMenu } from '../../features/about/components/about-menu';
import { useCurrentRoute } from '../../lib/current-route';
import { useMessages } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The about page a route shows ('aboutOurStory' → 'our-story'). */
const slugOf = (routeId: string | undefined): AboutSlug =>
  ABOUT_PAGES.find((slug) => ABOUT_ROUTES[slug] === routeId) ?? 'our-story';

/** /about/…: our story, mission, vision, leadership team, terms and conditions (texts from /api/aboutus). */
export const AboutPage = () => {
  const { i18n } = useLingui();
  const text = useMessages();
  const slug = slugOf(useCurrentRoute()?.id);
  const { data, error } = useAboutUs();
  const entry = data?.find((e) => e.slug === slug);
  const fallbackTitle = ABOUT_MENU.find((item) => item.slug === slug)?.label;
  useDocumentTitle(entry?.title ?? (fallbackTitle ? i18n._(fallbackTitle) : ''));
  return (
    <div className="about-layout">
      <AboutMenu current={slug} />
      {entry ? (
        <AboutContent entry={entry} />
      ) : data || error ? (
        <p className="empty-state">{text('error.noItems')}</p>
      ) : (
        <PageLoader />
      )}
    </div>
  );
};
