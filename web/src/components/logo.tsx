const Mark = () => (
  <>
    <rect x="0" y="2" width="32" height="32" rx="9" fill="#55033e" />
    <path
      d="M9 13h11a4 4 0 0 1 0 8H12l4 4M23 23H12a4 4 0 0 1 0-8h8l-4-4"
      fill="none"
      stroke="#f36247"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </>
);

/**
 * The Badal word mark: the Latin and Arabic names side by side, drawn in the theme colours. The
 * drawing is laid out left to right in both languages (it is a picture, not text in the flow).
 * The link around it carries the name, starting with the words it shows ('Badal بدل'). The mark
 * alone (`.logo-mark`, hidden unless a layout shows it) is for a phone's crowded top bar.
 */
export const Logo = () => (
  <>
    <svg viewBox="0 0 32 36" width="32" height="36" aria-hidden="true" className="logo-mark">
      <Mark />
    </svg>
    <LogoFull />
  </>
);

const LogoFull = () => (
  <svg
    viewBox="0 0 148 36"
    width="148"
    height="36"
    aria-hidden="true"
    className="logo-full"
    style={{ direction: 'ltr' }}
  >
    <Mark />
    <text x="40" y="25" fontFamily="IBM Plex Sans Arabic, sans-serif" fontSize="19" fontWeight="700" fill="#55033e">
      Badal
    </text>
    <text x="112" y="26" fontFamily="IBM Plex Sans Arabic, sans-serif" fontSize="18" fontWeight="700" fill="#f36247">
      بدل
    </text>
  </svg>
);
