/*
 * Start-up of a page the server rendered. The page is complete without scripts (links work, text
 * and pictures are there), so the app's code is fetched once the page and its pictures have
 * loaded and been painted, instead of competing with them for a phone's bandwidth. Then the app takes the page over.
 * The entry module and the chunks to preload come from this element's data attributes.
 */
(() => {
  const me = document.currentScript;
  const entry = me?.getAttribute('data-entry');
  if (!entry) return;
  const preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  const start = () => {
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  // After the load event, the pictures on screen are decoded and two more frames drawn, so the
  // first view (its largest picture included) is on the screen before the code starts to arrive:
  // a small page can load before it first paints.
  const onScreen = (img) => {
    const box = img.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  };
  const afterFirstView = () => {
    const decoded = [...document.images].filter(onScreen).map((img) => img.decode().catch(() => {}));
    Promise.all(decoded).then(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0))));
  };
  if (document.readyState === 'complete') afterFirstView();
  else window.addEventListener('load', afterFirstView, { once: true });
  // A picture that never finishes (or a hidden tab, which paints no frames) must not keep the
  // page inert.
  setTimeout(once, 4000);
})();
