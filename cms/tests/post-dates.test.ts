import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DEFAULT_TIME_ZONE, MESSAGES, PUBLIC_API, SETTINGS_MESSAGES, todayInZone } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { file, form, jpeg } from '@portfolio/testkit/files';
import { ADMIN, startServer, usesPostgres, type TestServer } from '@portfolio/testkit/server';
import { adminPanel } from '@portfolio/testkit/users';

/**
 * One time zone (Site settings › Time zone, default Asia/Kolkata) for every date
 * the site shows, and posts with their own date (the award's or article's), shown and sorted by.
 */
let server: TestServer;
let admin: Agent;
let anonymous: Agent;
let panel: Awaited<ReturnType<typeof adminPanel>>;
/**
 * The first server, whose temporary folder the restarted one reuses (stop() only removes a folder a server created).
 */
let first: TestServer | undefined;

const start = async (reuse?: TestServer) => {
  server = await startServer({}, reuse);
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
  panel = await adminPanel(server.url);
};

beforeAll(() => start(), 240_000);
afterAll(async () => {
  await server?.stop();
  if (first && !process.env.KEEP_TEST_DATA) fs.rmSync(path.dirname(first.publicDir), { recursive: true, force: true });
});

const create = async (kind: 'press' | 'awards', fields: Record<string, string> = {}) => {
  const res = await admin.post(
    API.posts(kind),
    form({
      title: 'A post',
      desc: 'About it.',
      ...(kind === 'press' ? { nav: 'news' } : {}),
      img: file(await jpeg(40, 30), 'p.jpg'),
      ...fields,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
};
const list = async (kind: 'press' | 'awards') => (await anonymous.get(API.posts(kind))).body as any[];
const html = async (path: string) => (await (await fetch(server.url + path)).text()).replace(/&amp;/g, '&');
/** The press page's cards as "title: shown date" in page order. */
const pressCards = (page: string) =>
  [...page.matchAll(/<h3 class="pub-card__title">([^<]+)<\/h3><time datetime="([^"]+)">([^<]+)<\/time>/gi)].map(
    (m) => `${m[1]}: ${m[3]} (${m[2]})`,
  );

describe('the company time zone', () => {
  it('is Asia/Kolkata by default, in the site info every page renders with', async () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Kolkata');
    expect((await anonymous.get(PUBLIC_API.site)).body.timeZone).toBe('Asia/Kolkata');
  });

  it('takes only a real IANA zone in the admin panel, changing nothing otherwise', async () => {
    for (const bad of ['Asia/Mumbai', 'IST', '+05:30', 'Kolkata']) {
      await expect(panel.updateSiteSettings({ timeZone: bad })).rejects.toThrow(SETTINGS_MESSAGES.timeZoneInvalid);
      expect((await anonymous.get(PUBLIC_API.site)).body.timeZone).toBe('Asia/Kolkata');
    }
    await panel.updateSiteSettings({ timeZone: ' Europe/London ' });
    expect((await anonymous.get(PUBLIC_API.site)).body.timeZone).toBe('Europe/London');
    await panel.updateSiteSettings({ timeZone: 'Asia/Kolkata' });
  });
});

describe("a post's date", () => {
  it('is stored as given, changed on update, and refused when it is not a real day (changing nothing)', async () => {
    const post = await create('awards', { title: 'Best Interior Fit-out 2023', date: '2023-11-18' });
    expect(post.date).toBe('2023-11-18');
    const before = await list('awards');
    for (const bad of ['2023-02-30', '18/11/2023', '2023-13-01', '1850-01-01']) {
      const res = await admin.post(
        API.posts('awards'),
        form({ title: 'Bad', desc: 'd', img: file(await jpeg(40, 30), 'p.jpg'), date: bad }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: MESSAGES.postDateInvalid });
      const update = await admin.put(
        API.post('awards', post._id),
        form({ title: 'Best Interior Fit-out 2023', desc: 'About it.', date: bad }),
      );
      expect(update.body).toEqual({ message: MESSAGES.postDateInvalid });
    }
    expect(await list('awards')).toEqual(before);
    const moved = await admin.put(
      API.post('awards', post._id),
      form({ title: 'Best Interior Fit-out 2023', desc: 'About it.', date: '2023-12-01' }),
    );
    expect(moved.body.post.date).toBe('2023-12-01');
    // An update without a date keeps it.
    const kept = await admin.put(
      API.post('awards', post._id),
      form({ title: 'Best Interior Fit-out 2023', desc: 'Changed.' }),
    );
    expect(kept.body.post.date).toBe('2023-12-01');
  });

  it('defaults to today in the company time zone (UTC+14 and UTC-11 are always different days)', async () => {
    const made: Record<string, { date: string; today: string[] }> = {};
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await panel.updateSiteSettings({ timeZone: zone });
      const before = todayInZone(zone);
      const post = await create('press', { title: `Made in ${zone}` });
      made[zone] = { date: post.date, today: [before, todayInZone(zone)] };
    }
    await panel.updateSiteSettings({ timeZone: 'Asia/Kolkata' });
    for (const { date, today } of Object.values(made)) expect(today).toContain(date);
    expect(made['Pacific/Kiritimati'].date).not.toBe(made['Pacific/Pago_Pago'].date);
  });

  it('orders the lists newest first by date, not by when the post was made', async () => {
    await create('press', { title: 'Old article', date: '2021-01-10' });
    await create('press', { title: 'Newer article', date: '2024-05-02' });
    await create('press', { title: 'Oldest article', date: '2019-07-15' });
    const dated = (await list('press')).filter((p) => p.title.endsWith('article'));
    expect(dated.map((p) => `${p.title} ${p.date}`)).toEqual([
      'Newer article 2024-05-02',
      'Old article 2021-01-10',
      'Oldest article 2019-07-15',
    ]);
    // The public press page shows and sorts them the same way.
    const cards = pressCards(await html('/press-awards-testimonials')).filter((c) => c.includes('article'));
    expect(cards).toEqual([
      'Newer article: 2 May 2024 (2024-05-02)',
      'Old article: 10 January 2021 (2021-01-10)',
      'Oldest article: 15 July 2019 (2019-07-15)',
    ]);
  });
});

describe('posts from before the date field', () => {
  it('get the day they were made in the company time zone on start-up: 01:20 IST shows that IST day on the press page', async () => {
    const post = await create('press', { title: 'Night announcement', date: '2020-01-01' });
    // Made at 01:20 IST on 5 March 2026 (19:50 UTC on 4 March), stored before posts had a date.
    const madeAt = new Date('2026-03-04T19:50:00.000Z');
    await sql(server, 'update posts set created_at = ?, date = null where document_id = ?', [
      usesPostgres() ? madeAt.toISOString() : madeAt.getTime(),
      post._id,
    ]);
    // Restart on the same database (a kill keeps the first server's folder; the write above is committed).
    first = server;
    await server.kill();
    await start(first);

    const stored = (await list('press')).find((p) => p._id === post._id);
    expect(stored.date).toBe('2026-03-05');
    expect(stored.createdAt).toBe(madeAt.toISOString());
    const rows = await sql<{ n: number | string }>(server, 'select count(*) as n from posts where date is null');
    expect(Number(rows[0].n)).toBe(0);
    expect(pressCards(await html('/press-awards-testimonials'))).toContain(
      'Night announcement: 5 March 2026 (2026-03-05)',
    );
  }, 240_000);
});
