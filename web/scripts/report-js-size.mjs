// Prints the initial JavaScript (gzip) each public route and the dashboard download, from the
// Vite manifests (the site's build on Preact, the dashboard's on React): the entry chunk, the app
// it starts (src/app/start.tsx: the runtime, the router; on a server-rendered page after it has
// painted), the route's lazy page chunk and their static imports; for the sign-in screen, its own
// document's entry (signin.html) and its imports.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const readManifest = (name) => JSON.parse(fs.readFileSync(path.join(dist, '.vite', name), 'utf8'));
const manifests = {
  site: readManifest('manifest.json'),
  signin: readManifest('signin-manifest.json'),
  dashboard: readManifest('dashboard-manifest.json'),
};

const ROUTES = {
  '/': 'src/public/pages/HomePage.tsx',
  '/about-us': 'src/public/pages/AboutPage.tsx',
  '/designandbuild': 'src/public/pages/DesignAndBuildPage.tsx',
  '/manufacturing': 'src/public/pages/ManufacturingPage.tsx',
  '/firedoors': 'src/public/pages/FireDoorsPage.tsx',
  '/press-awards-testimonials': 'src/public/pages/PressAwardsPage.tsx',
  '/career': 'src/public/career/CareersPage.tsx',
  '/certifications': 'src/public/certifications/CertificationsPage.tsx',
  '/projects': 'src/public/projects/ProjectsOverviewPage.tsx',
  '/projects/clients': 'src/public/projects/ClientsPage.tsx',
  '/projects/client/{id}': 'src/public/projects/ClientProjectsPage.tsx',
  '/projects/client/details/{id}': 'src/public/projects/ClientDetailsPage.tsx',
  '/projects/client/{client}/{site}': 'src/public/project/ProjectPage.tsx',
  '/projects/state/{id}': 'src/public/projects/StateProjectsPage.tsx',
  '/projects/state/details/{id}': 'src/public/projects/StateDetailsPage.tsx',
  '/projects/{id}': 'src/public/projects/CategoryProjectsPage.tsx',
  '/projects/ongoing/{id}': 'src/public/projects/OngoingProjectsPage.tsx',
  '/test': 'src/public/pages/TestPage.tsx',
  '/{unknown} (not found)': 'src/public/pages/NotFoundPage.tsx',
  // The sign-in screen is a document of its own (signin.html, its own build): nothing more to load.
  '/installer (login)': [],
  '/installer/dashboard': ['src/installer/dashboard/DashboardLayout.tsx', 'src/installer/dashboard/DashboardHome.tsx'],
};

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

const collect = (manifest, key, seen) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(manifest, dep, seen);
};

const START = 'src/app/start.tsx';
export const routeSizes = () =>
  Object.entries(ROUTES).map(([route, sources]) => {
    const signIn = route === '/installer (login)';
    const manifest = signIn ? manifests.signin : route.startsWith('/installer') ? manifests.dashboard : manifests.site;
    const collectIn = (key, seen) => collect(manifest, key, seen);
    const seen = new Set();
    const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
    if (!manifest[entry]) throw new Error(`${route}: ${entry} is not an entry of the build's manifest`);
    collectIn(entry, seen);
    if (!signIn) collectIn(START, seen);
    for (const src of [sources].flat()) {
      // A page that moved must move here too: a figure without its page would look smaller than it is.
      if (!manifest[src]) throw new Error(`${route}: ${src} is not in the build's manifest (moved or renamed?)`);
      collectIn(src, seen);
    }
    const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
    const sourcesSeen = [...seen].map((k) => manifest[k].src ?? k);
    return {
      route,
      kb: bytes / 1024,
      usesAntd:
        files.some((f) => /antd|installer-ui/i.test(f)) ||
        sourcesSeen.some((s) => /node_modules\/(antd|@ant-design)|src\/installer\//.test(s)),
    };
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('\nInitial JavaScript per route (gzip):');
  // Budget: every public page's initial JavaScript at most 100 KB gzip, and no antd/dashboard code.
  const PUBLIC_BUDGET_KB = 100;
  for (const { route, kb, usesAntd } of routeSizes()) {
    const isPublic = !route.startsWith('/installer');
    const notes = [
      isPublic && kb > PUBLIC_BUDGET_KB ? `OVER the ${PUBLIC_BUDGET_KB} KB budget` : '',
      isPublic && usesAntd ? 'loads antd/dashboard code!' : '',
    ]
      .filter(Boolean)
      .join('; ');
    console.log(`  ${route.padEnd(34)} ${kb.toFixed(1).padStart(7)} KB${notes ? `   <- ${notes}` : ''}`);
  }
}
