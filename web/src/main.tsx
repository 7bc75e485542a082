import { HYDRATION_DATA_ID, ROUTE_MODULES_ID } from './app/hydration';
import './shared/base.css';

const state = document.getElementById(HYDRATION_DATA_ID);

/**
 * A server-rendered public page is complete without JavaScript (links, forms and the menu work as
 * HTML), so its JavaScript waits until the page and its images have loaded and painted: on a slow
 * connection the hero photo gets the bandwidth first. Then the route's modules (listed by the
 * server) and React load together, and React hydrates. The dashboard has nothing to show without
 * React: it starts at once.
 */
const afterPaint = (go: () => void) => {
  const next = () => requestAnimationFrame(() => setTimeout(go, 0));
  if (document.readyState === 'complete') next();
  else window.addEventListener('load', next, { once: true });
};

if (state) {
  afterPaint(() => {
    const modules: string[] = JSON.parse(document.getElementById(ROUTE_MODULES_ID)?.textContent || '[]');
    for (const href of modules) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
      document.head.append(link);
    }
    void import('./app/start').then(({ hydrate }) => hydrate(state));
  });
} else {
  void import('./app/start').then(({ render }) => render());
}
