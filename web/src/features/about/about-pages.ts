import type { AboutPage } from '@badal/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The about pages in the order the side menu lists them, with their menu names. */
export const ABOUT_MENU: readonly { slug: AboutPage; label: MessageDescriptor }[] = [
  { slug: 'our-story', label: msg`Our story` },
  { slug: 'our-mission', label: msg`Our mission` },
  { slug: 'our-vision', label: msg`Our vision` },
  { slug: 'our-leadership-team', label: msg`Our leadership team` },
  { slug: 'terms-and-conditions', label: msg`Terms and conditions` },
];
