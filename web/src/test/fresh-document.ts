/**
 * The test files of the web project share one jsdom window (see fresh-modules.ts). Each file
 * starts from a document as a new window has it: no attributes on <html> (lang, dir,
 * data-app-ready), empty <head> and <body>, no cookies, no history state, empty storage.
 */
export const freshDocument = (): void => {
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the app writes document.cookie too
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (window.history.state !== null) window.history.replaceState(null, '');
  localStorage.clear();
  sessionStorage.clear();
  window.scrollY = 0;
};
