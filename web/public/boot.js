/*
 * Start-up of a page the server rendered. The page works without scripts (the search box is a
 * form, the bar's entries are links), so the app's code is fetched once the first view has been
 * painted, instead of competing with its pictures for a phone's bandwidth. Then the app takes the
 * page over. The entry module and the chunks to preload come from this element's data attributes.
 *
 * Nothing a person does is lost meanwhile: a first touch or key starts the app at once, and a tap
 * on a control that only the app can work (the bell, the account menu: marked data-tap-replay)
 * is kept and replayed when the app has started.
 */
(() => {
  const me = document.currentScript;
  const entry = me?.getAttribute('data-entry');
  if (!entry) return;
  const preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
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

  // Someone is using the page: the code is needed now, pictures or not.
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, start, { once: true, capture: true });
  const keepTap = (event) => {
    const control = event.target instanceof Element ? event.target.closest('[data-tap-replay]') : null;
    if (!control || document.documentElement.hasAttribute('data-app-ready')) return;
    event.preventDefault();
    window.__badalEarlyTap = control.getAttribute('data-tap-replay');
  };
  document.addEventListener('click', keepTap, true);
  window.__badalStopEarlyTaps = () => document.removeEventListener('click', keepTap, true);

  // The pictures of the first view (inside the window on both axes: cards in a row scrolled
  // sideways are not on screen) are decoded and a frame drawn with them before the code starts
  // to arrive. Pictures below the fold or in a sideways row never hold it up.
  const onScreen = (img) => {
    const box = img.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth
    );
  };
  let looked = false;
  const afterFirstView = () => {
    if (looked) return;
    looked = true;
    const decoded = [...document.images].filter(onScreen).map((img) => img.decode().catch(() => {}));
    Promise.all(decoded).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
  };
  // The first view is on screen at the first contentful paint: a long page may still be parsing
  // its lower part, which the app's code need not wait for.
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || document.readyState !== 'loading' || typeof PerformanceObserver === 'undefined') afterFirstView();
  else {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      afterFirstView();
    });
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        observer.disconnect();
        afterFirstView();
      },
      { once: true },
    );
  }
  // A picture that never decodes (or a hidden tab, which draws no frames) must not keep the page inert.
  setTimeout(start, 2500);
})();
