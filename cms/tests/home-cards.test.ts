import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, FEATURED_TEXT, HOME_CARDS, PUBLIC_API } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * The home page's project cards: the featured projects in staff's order first, then the newest
 * others fill the remaining places, so ticking Featured on one project never shrinks the home page
 * to one card. The Featured screen's answer says what the home page shows, hero included.
 */
let server: TestServer;
let admin: Agent;
let anonymous: Agent;

// Eight projects, the newest last (start years 2011..2018); site names say their age.
const NAMES = Array.from({ length: 8 }, (_, i) => `Site ${2011 + i}`);
const ids: Record<string, string> = {};
const clientIds: Record<string, string> = {};
const byNewest = [...NAMES].reverse();

const add = async (i: number) => {
  const res = await admin.post(
    API.addClient,
    form({
      name: `Client ${i}`,
      coverPhoto: file(await png(), 'logo.png', 'image/png'),
      siteName: NAMES[i],
      area: '1000',
      industry: 'corporate',
      project_scope: 'Fit-out',
      state: 'Karnataka',
      site_start: String(2011 + i),
      locations: 'Bengaluru',
      description: 'Offices.',
      site_ongoing: 'false',
      site_end: `${2011 + i}-12`,
      photos: [file(await jpeg(), `p${i}.jpg`, 'image/jpeg')],
    }),
  );
  expect(res.status).toBe(201);
  ids[NAMES[i]] = res.body.client.sites[0]._id;
  clientIds[NAMES[i]] = res.body.client._id;
};
const feature = async (name: string, featured = true) => {
  const res = await admin.patch(
    API.updateSite,
    form({ clientId: clientIds[name], siteId: ids[name], featured: String(featured) }),
  );
  expect(res.status).toBe(200);
};
const homeCards = async () => {
  const data = (await anonymous.get(PUBLIC_API.home)).body;
  return { names: (data.featured as any[]).map((p) => p.site.displayName), featuredCount: data.featuredCount, data };
};
/** The names on the home page's cards, in the order the HTML shows them. */
const htmlCards = async () => {
  const html = await (await fetch(server.url + '/')).text();
  const section = html.slice(html.indexOf('id="home-projects"'));
  const end = section.indexOf('</section>');
  return [...section.slice(0, end).matchAll(/>(Site \d{4})</g)].map((m) => m[1]);
};
const heroImg = async () => /<img[^>]*pub-hero__bg[^>]*>/.exec(await (await fetch(server.url + '/')).text())?.[0] ?? '';
const fileKey = (url: string) =>
  url
    .split('/')
    .pop()!
    .replace(/\.[a-z]+$/i, '');
const preview = async () => {
  const res = await admin.get(API.featured);
  expect(res.status).toBe(200);
  return res.body.home as { projects: any[]; featured: number; hero: { source: string; siteId: string | null } };
};

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
  for (let i = 0; i < NAMES.length; i++) await add(i);
});
afterAll(() => server?.stop());

describe('the home page cards', () => {
  it('with none featured: the six newest; the hero is the newest cover', async () => {
    const { names, featuredCount, data } = await homeCards();
    expect(names).toEqual(byNewest.slice(0, HOME_CARDS));
    expect(featuredCount).toBe(0);
    expect(await htmlCards()).toEqual(byNewest.slice(0, HOME_CARDS));
    expect(await heroImg()).toContain(fileKey(data.featured[0].site.photos[0]));
    const home = await preview();
    expect(home.projects.map((p) => p.site.displayName)).toEqual(byNewest.slice(0, HOME_CARDS));
    expect(home).toMatchObject({ featured: 0, hero: { source: 'newest', siteId: ids['Site 2018'] } });
  });

  it('with one featured: that one first, then the five newest others; the hero is its cover', async () => {
    await feature('Site 2011');
    const expected = ['Site 2011', ...byNewest.slice(0, HOME_CARDS - 1)];
    const { names, featuredCount, data } = await homeCards();
    expect(names).toEqual(expected);
    expect(featuredCount).toBe(1);
    expect(await htmlCards()).toEqual(expected);
    const hero = await heroImg();
    expect(hero).toContain(fileKey(data.featured[0].site.photos[0]));
    expect(hero).not.toContain(fileKey(data.featured[1].site.photos[0]));
    const home = await preview();
    expect(home.projects.map((p) => p.site.displayName)).toEqual(expected);
    expect(home).toMatchObject({ featured: 1, hero: { source: 'featured', siteId: ids['Site 2011'] } });
    expect(FEATURED_TEXT.homeShows(home.projects.length, home.featured)).toBe(
      'The home page shows these 6: 1 featured, then the 5 newest projects.',
    );
  });

  it('with a featured project a newer one is featured too: the featured keep staff order, no project twice', async () => {
    await feature('Site 2017');
    const expected = ['Site 2011', 'Site 2017', 'Site 2018', 'Site 2016', 'Site 2015', 'Site 2014'];
    expect((await homeCards()).names).toEqual(expected);
    expect(await htmlCards()).toEqual(expected);
  });

  it('with more featured than six: every featured one, in order, and no newest', async () => {
    for (const name of ['Site 2012', 'Site 2013', 'Site 2014', 'Site 2015', 'Site 2016']) await feature(name);
    const expected = ['Site 2011', 'Site 2017', 'Site 2012', 'Site 2013', 'Site 2014', 'Site 2015', 'Site 2016'];
    const { names, featuredCount } = await homeCards();
    expect(names).toEqual(expected);
    expect(featuredCount).toBe(7);
    expect(await htmlCards()).toEqual(expected);
    expect(await preview()).toMatchObject({ featured: 7, hero: { source: 'featured', siteId: ids['Site 2011'] } });
  });

  it('a featured draft is not on the home page; the newest published one takes its place', async () => {
    for (const name of ['Site 2012', 'Site 2013', 'Site 2014', 'Site 2015', 'Site 2016', 'Site 2017'])
      await feature(name, false);
    const draft = await admin.patch(
      API.updateSite,
      form({ clientId: clientIds['Site 2011'], siteId: ids['Site 2011'], draft: 'true' }),
    );
    expect(draft.status).toBe(200);
    expect((await homeCards()).names).toEqual(byNewest.slice(0, HOME_CARDS));
    expect(await preview()).toMatchObject({ featured: 0, hero: { source: 'newest' } });
  });
});
