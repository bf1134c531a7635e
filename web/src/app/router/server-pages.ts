/**
 * The pages the BFF renders on the server (public ones), each with its source module: the client
 * build's manifest names that module's chunk and styles, which the server-rendered HTML links so
 * the page is styled before its code arrives. A test keeps these paths and pages.ts in step.
 */
const ABOUT = 'src/app/routes/about-page.tsx';

export const serverRenderedPages: Readonly<Record<string, string>> = {
  home: 'src/app/routes/home-page.tsx',
  categories: 'src/app/routes/categories-page.tsx',
  category: 'src/app/routes/category-page.tsx',
  product: 'src/app/routes/product-page.tsx',
  seller: 'src/app/routes/seller-page.tsx',
  aboutOurStory: ABOUT,
  aboutOurMission: ABOUT,
  aboutOurVision: ABOUT,
  aboutOurLeadershipTeam: ABOUT,
  aboutTerms: ABOUT,
};
