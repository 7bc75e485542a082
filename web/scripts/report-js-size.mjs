// Prints the initial JavaScript (gzip) each public route and the dashboard download, from the
// Vite manifest: the entry chunk, the app it always starts (src/app/start.tsx: React, the router;
// on a server-rendered page after it has painted), the route's lazy page chunk and their static imports.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

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
  '/installer (login)': 'src/installer/login/LoginPage.tsx',
  '/installer/dashboard': ['src/installer/dashboard/DashboardLayout.tsx', 'src/installer/dashboard/DashboardHome.tsx'],
};

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

const collect = (key, seen) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const START = 'src/app/start.tsx';
export const routeSizes = () =>
  Object.entries(ROUTES).map(([route, sources]) => {
    const seen = new Set();
    collect(entryKey, seen);
    collect(START, seen);
    for (const src of [sources].flat()) collect(src, seen);
    const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
    const sourcesSeen = [...seen].map((k) => manifest[k].src ?? k);
    return {
      route,
      kb: bytes / 1024,
      usesAntd: files.some((f) => /antd|installer-ui/i.test(f)) || sourcesSeen.some((s) => /node_modules\/(antd|@ant-design)|src\/installer\//.test(s)),
    };
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('\nInitial JavaScript per route (gzip):');
  // Budget (issue 5): the home page's initial JavaScript at most 100 KB gzip; public routes load no antd/dashboard code.
  const HOME_BUDGET_KB = 100;
  for (const { route, kb, usesAntd } of routeSizes()) {
    const isPublic = !route.startsWith('/installer');
    const notes = [route === '/' && kb > HOME_BUDGET_KB ? `OVER the ${HOME_BUDGET_KB} KB budget` : '', isPublic && usesAntd ? 'loads antd/dashboard code!' : '']
      .filter(Boolean)
      .join('; ');
    console.log(`  ${route.padEnd(34)} ${kb.toFixed(1).padStart(7)} KB${notes ? `   <- ${notes}` : ''}`);
  }
}
