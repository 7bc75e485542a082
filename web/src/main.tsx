import { HYDRATION_DATA_ID, ROUTE_MODULES_ID } from './app/hydration';
import './shared/base.css';

const state = document.getElementById(HYDRATION_DATA_ID);

/**
 * A server-rendered public page is complete without JavaScript (links, forms and the menu work as
 * HTML), so its JavaScript waits until the page and its images have loaded and painted: on a slow
 * connection the hero photo gets the bandwidth first. (A tab opened in the background paints
 * nothing, so it hydrates when it is first shown.) Then the route's modules (listed by the
 * server) and the app load together, and it hydrates (on Preact in the site's build: vite.config.ts).
 * Without the server's data (the dev server, a build without its server bundle) the app renders at
 * once; the dashboard has its own entry, src/dashboard.tsx.
 */
const afterPaint = (go: () => void) => {
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // 100 ms after the last report of a largest paint (the hero, the first card: on screen), and at
  // least two frames after the load event (browsers without those reports).
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!started) go();
      started = true;
    }, 100);
  };
  const loaded = () => {
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
      new PerformanceObserver(settle).observe({ type: 'largest-contentful-paint', buffered: true });
    requestAnimationFrame(() => requestAnimationFrame(settle));
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
};

/**
 * The server inlined the page's stylesheets as `<style data-href>` (src/entry-server.tsx). Vite's
 * module loader adds a route module's stylesheets unless a `<link rel="stylesheet">` with that href
 * is already there; without these it would load the same CSS again and the browser would restyle
 * and lay out the whole page (a long task on a phone). A disabled link is never fetched or applied.
 */
const markInlinedStyles = () => {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'stylesheet', href: style.dataset.href!, disabled: true }),
    );
  }
};

if (state) {
  afterPaint(() => {
    markInlinedStyles();
    const modules: string[] = JSON.parse(document.getElementById(ROUTE_MODULES_ID)?.textContent || '[]');
    for (const href of modules) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
      document.head.append(link);
    }
    // The framework is evaluated in a task of its own, the app's modules in the next.
    void import('./app/framework')
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => import('./app/start'))
      .then(({ hydrate }) => hydrate(state));
  });
} else {
  void import('./app/start').then(({ render }) => render());
}
