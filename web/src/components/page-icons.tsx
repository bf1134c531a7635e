/**
 * The icons of the pages and members' controls, apart from the few the top bar and the snackbar
 * draw on every first page (./icons): these travel with the chunks that use them, not the start chunk.
 */
import { Icon } from './icons';

export const BellIcon = () => (
  <Icon>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const HeartIcon = () => (
  <Icon>
    <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z" />
  </Icon>
);

export const ShareIcon = () => (
  <Icon>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4" />
    <path d="m15.4 6.5-6.8 4" />
  </Icon>
);

export const LinkIcon = () => (
  <Icon>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Icon>
);

export const MapPinIcon = () => (
  <Icon>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </Icon>
);

export const FilterIcon = () => (
  <Icon>
    <path d="M22 3H2l8 9.5V19l4 2v-8.5z" />
  </Icon>
);

/** Two arrows turning into each other: barter. */
export const SwapIcon = () => (
  <Icon>
    <path d="m16 3 4 4-4 4" />
    <path d="M20 7H4" />
    <path d="m8 21-4-4 4-4" />
    <path d="M4 17h16" />
  </Icon>
);

export const UserPlusIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0" />
    <path d="M19 8v6" />
    <path d="M22 11h-6" />
  </Icon>
);

/** Points to the reading direction's end; the style sheet mirrors it in right-to-left pages. */
export const ChevronEndIcon = () => (
  <Icon className="icon-directional">
    <path d="m9 18 6-6-6-6" />
  </Icon>
);

export const ChevronStartIcon = () => (
  <Icon className="icon-directional">
    <path d="m15 18-6-6 6-6" />
  </Icon>
);
