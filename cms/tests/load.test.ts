import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, POST_KINDS, type PostKind } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { fd, percentile } from '@portfolio/testkit/load';
import { jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, usesPostgres, type TestServer } from '@portfolio/testkit/server';

/**
 * A bounded load run on loopback: WORKERS concurrent clients for LOAD_SECONDS (default 30) of public
 * reads (getClients, getClient, press/awards/testimonials, logos, the site's HTML, some of them
 * conditional) mixed with staff writes by signed-in admins (posts created, updated and deleted,
 * sites added to a client). Zero errors allowed: no 5xx, no network error, no unexpected status.
 * Afterwards every acknowledged write is found (and every acknowledged delete is gone).
 */
// The PostgreSQL pass of `npm test` repeats every API test: a shorter run there keeps the suite bounded.
const SECONDS = Number(process.env.LOAD_SECONDS ?? (usesPostgres() ? 15 : 30));
const WORKERS = 50;
const WRITERS = 6; // of the WORKERS, the ones writing as staff; the rest read
const CLIENT = 'Load Client';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(() => server?.stop());

const SITE = {
  area: '900',
  industry: 'corporate',
  project_scope: 'Fit-out',
  state: 'Karnataka',
  locations: 'Bengaluru',
  description: 'Offices.',
  site_start: '2021',
  site_ongoing: 'true',
};

interface Stats {
  requests: number;
  reads: number;
  notModified: number;
  writes: number;
  errors: string[];
  latencies: number[];
  writeLatencies: number[];
}

describe('load: concurrent public reads mixed with staff writes', () => {
  it(
    `${WORKERS} clients for ${SECONDS}s: zero errors, every acknowledged write found`,
    async () => {
      const admin = await signIn(server.url, ADMIN.email, ADMIN.password);
      const seeded = await admin.post(
        API.addClient,
        fd([
          ['name', CLIENT],
          ['coverPhoto', new File([await png()], 'c.png')],
          ['siteName', 'Seed Site'],
          ...Object.entries(SITE),
          ['photos', new File([await jpeg()], 'p.jpg')],
        ]),
      );
      expect(seeded.status, JSON.stringify(seeded.body)).toBe(201);
      const logo = await admin.post(
        API.uploadLogo,
        fd([
          ['name', 'Load Logo'],
          ['logo', new File([await png(20, 20)], 'l.png')],
        ]),
      );
      expect(logo.status).toBe(201);

      const image = await png(24, 18, '#884422');
      const photo = await jpeg(32, 24);
      const stats: Stats = {
        requests: 0,
        reads: 0,
        notModified: 0,
        writes: 0,
        errors: [],
        latencies: [],
        writeLatencies: [],
      };
      const deadline = Date.now() + SECONDS * 1000;

      /** Acknowledged writes: what must be there afterwards. */
      const posts = new Map<string, { kind: PostKind; title: string; img: string; deleted: boolean }>();
      const sites = new Map<string, string>(); // siteId -> siteName
      let postsCreated = 0;
      let postsUpdated = 0;
      let postsDeleted = 0;

      const timed = async <T>(expected: number[], label: string, run: () => Promise<{ status: number; body: T }>) => {
        stats.requests++;
        const started = performance.now();
        try {
          const res = await run();
          (label.startsWith('GET') ? stats.latencies : stats.writeLatencies).push(performance.now() - started);
          if (!expected.includes(res.status)) {
            stats.errors.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
            return null;
          }
          return res;
        } catch (error) {
          stats.errors.push(`${label}: ${(error as Error).message}`);
          return null;
        }
      };

      const etags = new Map<string, string>();
      const read = async (path: string) => {
        stats.reads++;
        const headers: Record<string, string> = {};
        const etag = etags.get(path);
        if (etag && Math.random() < 0.5) headers['if-none-match'] = etag;
        const res = await timed([200, 304], `GET ${path}`, async () => {
          const r = await fetch(server.url + path, { headers });
          const body = await r.text();
          if (r.status === 200 && path.startsWith('/api/')) JSON.parse(body); // a 200 is always complete JSON
          if (r.status === 200 && path === '/' && !body.includes('<div id="root">'))
            return { status: 599, body: 'incomplete HTML' };
          if (r.headers.get('etag')) etags.set(path, r.headers.get('etag')!);
          return { status: r.status, body };
        });
        if (res?.status === 304) stats.notModified++;
      };

      const readPaths = [
        API.getClients,
        API.getClient(CLIENT),
        API.getClient(CLIENT.toUpperCase()),
        API.logos,
        ...POST_KINDS.map((k) => API.posts(k)),
        '/',
      ];
      const reader = async () => {
        while (Date.now() < deadline) await read(readPaths[Math.floor(Math.random() * readPaths.length)]);
      };

      const writer = async (n: number) => {
        const agent: Agent = await signIn(server.url, ADMIN.email, ADMIN.password);
        for (let i = 0; Date.now() < deadline; i++) {
          stats.writes++;
          // Every writer's first write adds a site, so a busy machine that fits few writes in the window
          // still adds (and checks) sites.
          if (i % 3 === 0) {
            const siteName = `Load Site ${n}-${i}`;
            const res = await timed([201], 'addClient (site)', () =>
              agent.post(
                API.addClient,
                fd([
                  ['name', CLIENT],
                  ['siteName', siteName],
                  ...Object.entries(SITE),
                  ['photos', new File([photo], 'p.jpg')],
                ]),
              ),
            );
            const site = res?.body?.client?.sites?.find((s: any) => s.siteName === siteName.toLowerCase());
            if (res && !site) stats.errors.push(`addClient: the new site is missing from the answer`);
            if (site) sites.set(site._id, site.siteName);
            continue;
          }
          const kind = POST_KINDS[(n + i) % POST_KINDS.length];
          const title = `Load ${n}-${i}`;
          const created = await timed([201], `POST ${kind}`, () =>
            agent.post(
              API.posts(kind),
              fd([
                ['title', title],
                ['desc', 'Load test post'],
                ['nav', 'https://example.com'],
                ['img', new File([image], 'i.png')],
              ]),
            ),
          );
          if (!created) continue;
          const id: string = created.body.post._id;
          posts.set(id, { kind, title, img: created.body.post.img, deleted: false });
          postsCreated++;
          if (Date.now() >= deadline) break;
          stats.writes++;
          const updated = await timed([200], `PUT ${kind}`, () =>
            agent.put(
              API.post(kind, id),
              fd([
                ['title', `${title} (edited)`],
                ['desc', 'Edited'],
                ['nav', 'https://example.org'],
              ]),
            ),
          );
          if (updated) {
            posts.get(id)!.title = `${title} (edited)`;
            postsUpdated++;
          }
          if (i % 3 === 0 && Date.now() < deadline) {
            stats.writes++;
            const removed = await timed([200], `DELETE ${kind}`, () => agent.del(API.post(kind, id)));
            if (removed) {
              posts.get(id)!.deleted = true;
              postsDeleted++;
            }
          }
        }
      };

      const started = Date.now();
      await Promise.all(Array.from({ length: WORKERS }, (_, n) => (n < WRITERS ? writer(n) : reader())));
      const elapsed = (Date.now() - started) / 1000;

      // Everything acknowledged is there; everything deleted is gone.
      const anon = new Agent(server.url);
      const lists = Object.fromEntries(
        await Promise.all(POST_KINDS.map(async (k) => [k, (await anon.get(API.posts(k))).body as any[]])),
      );
      let postsFound = 0;
      let deletedGone = 0;
      let filesServed = 0;
      const missing: string[] = [];
      for (const [id, post] of posts) {
        const row = lists[post.kind].find((p: any) => p._id === id);
        if (post.deleted) {
          if (!row) deletedGone++;
          else missing.push(`deleted post ${id} still listed`);
          continue;
        }
        if (row?.title === post.title) postsFound++;
        else missing.push(`post ${id} (${post.title}): ${row ? `title ${row.title}` : 'missing'}`);
        if ((await fetch(server.url + row?.img)).status === 200) filesServed++;
        else missing.push(`post ${id}: image ${row?.img} not served`);
      }
      const client = (await anon.get(API.getClient(CLIENT))).body?.[0];
      let sitesFound = 0;
      for (const [id, name] of sites) {
        const site = client?.sites?.find((s: any) => s._id === id);
        if (site?.siteName === name && site.photos?.length === 1) sitesFound++;
        else missing.push(`site ${id} (${name}) missing`);
      }
      const live = [...posts.values()].filter((p) => !p.deleted).length;
      const p = (q: number) => percentile(stats.latencies, q);
      const w = (q: number) => percentile(stats.writeLatencies, q);
      const acknowledged = postsCreated + postsUpdated + postsDeleted + sites.size;
      console.log(
        `[load] ${WORKERS} clients x ${elapsed.toFixed(1)} s on loopback: ${stats.requests} requests tried (${stats.reads} reads, ${stats.notModified} of them 304; ${stats.writes} writes), ` +
          `${stats.errors.length} errors, ${Math.round(stats.requests / elapsed)} req/s, reads p50 ${p(0.5)} ms p99 ${p(0.99)} ms, writes p50 ${w(0.5)} ms p99 ${w(0.99)} ms; ` +
          `writes acknowledged ${acknowledged} (posts created ${postsCreated}, updated ${postsUpdated}, deleted ${postsDeleted}; sites added ${sites.size}), ` +
          `found ${postsFound + sitesFound + deletedGone}/${live + sites.size + postsDeleted} (live posts ${postsFound}/${live} with their latest title, images served ${filesServed}/${live}, sites ${sitesFound}/${sites.size}, deleted gone ${deletedGone}/${postsDeleted})`,
      );
      expect(stats.errors.slice(0, 20)).toEqual([]);
      expect(missing.slice(0, 20)).toEqual([]);
      expect(stats.requests).toBeGreaterThan(WORKERS);
      expect(postsCreated).toBeGreaterThan(0);
      expect(sites.size).toBeGreaterThan(0);
    },
    (SECONDS + 90) * 1000,
  );
});
