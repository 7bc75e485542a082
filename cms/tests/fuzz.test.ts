import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_PREFIX, LIMITS, POST_KINDS, type PostKind } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { gif, jpeg, png, svg, uploadedFiles } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { adminPanel } from '@portfolio/testkit/users';

/**
 * Generated bad input (fast-check) against every /api/v1 content route: clients, sites, logos
 * and the three post kinds (the user routes are in security.test.ts). Every request is invalid by
 * construction, sent by the status admin (who may do everything), so the gate never hides a bug:
 *   - never a 5xx, always JSON { message }, no stack trace;
 *   - nothing changes: getClients, logos and the three post lists answer the same JSON, and the
 *     upload folder holds the same files, after every single request.
 */
// endOnFailure: the first failing input is reported as it was (a changed state would fail every shrink).
const RUNS = { numRuns: Number(process.env.FUZZ_RUNS ?? 25), endOnFailure: true };

let server: TestServer;
let admin: Agent;
let target: { clientId: string; siteId: string; name: string; photos: string[] };
let logoName: string;
const postIds = {} as Record<PostKind, string>;
let snapshot: unknown;
let requests = 0;

const SITE = {
  siteName: 'Main Campus',
  area: '1200',
  industry: 'educational',
  project_scope: 'Design and build',
  state: 'Tamil Nadu',
  locations: 'Chennai',
  description: 'A school.',
  site_start: '2019',
  site_ongoing: 'true',
};

const fd = (entries: Array<[string, string | File]>) => {
  const body = new FormData();
  for (const [k, v] of entries) body.append(k, v);
  return body;
};

const state = async () => {
  const anon = new Agent(server.url);
  const read = async (path: string) => {
    const res = await anon.get(path);
    expect(res.status, path).toBe(200);
    return res.body;
  };
  return {
    clients: await read(API.getClients),
    logos: await read(API.logos),
    posts: await Promise.all(POST_KINDS.map((k) => read(API.posts(k)))),
    files: uploadedFiles(server.publicDir),
  };
};

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  const photo = async (i: number) => new File([await jpeg(40 + i, 30)], `p${i}.jpg`, { type: 'image/jpeg' });
  const created = await admin.post(
    API.addClient,
    fd([
      ['name', 'Fuzz Target'],
      ['coverPhoto', new File([await png()], 'logo.png')],
      ...Object.entries(SITE),
      ['photos', await photo(1)],
      ['photos', await photo(2)],
    ]),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const client = created.body.client;
  target = { clientId: client._id, siteId: client.sites[0]._id, name: client.name, photos: client.sites[0].photos };
  const other = await admin.post(
    API.addClient,
    fd([
      ['name', 'Other Co'],
      ['coverPhoto', new File([await png(20, 20)], 'o.png')],
    ]),
  );
  expect(other.status).toBe(201);
  const logo = await admin.post(
    API.uploadLogo,
    fd([
      ['name', 'Stored Logo'],
      ['logo', new File([await png(30, 30)], 's.png')],
    ]),
  );
  expect(logo.status).toBe(201);
  logoName = String(logo.body.path).split('/').pop()!;
  for (const kind of POST_KINDS) {
    const post = await admin.post(
      API.posts(kind),
      fd([
        ['title', `A ${kind}`],
        ['desc', 'Text'],
        ['nav', 'https://example.com'],
        ['img', new File([await png(25, 25)], 'i.png')],
      ]),
    );
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    postIds[kind] = post.body.post._id;
  }
  snapshot = await state();
}, 120_000);

afterAll(async () => {
  console.log(`[fuzz] ${requests} generated bad requests against the content routes: no 5xx, nothing changed`);
  await server?.stop();
});

// Sending and checking ------------------------------------------------------------------------

const send = async (method: string, path: string, body?: FormData | string, contentType?: string) => {
  const headers: Record<string, string> = { cookie: admin.cookie };
  if (contentType) headers['content-type'] = contentType;
  requests++;
  const res = await fetch(server.url + path, { method, headers, body });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* asserted below */
  }
  return { status: res.status, json, text };
};

/** Sends one bad request: a clean 4xx with { message }, and nothing changed afterwards. */
const refused = async (
  allowed: number[],
  method: string,
  path: string,
  body?: FormData | string,
  contentType?: string,
) => {
  const res = await send(method, path, body, contentType);
  const where = `${method} ${path} -> ${res.status}: ${res.text.slice(0, 300)}`;
  expect(res.status, where).toBeLessThan(500);
  expect(allowed, where).toContain(res.status);
  expect(typeof res.json?.message, where).toBe('string');
  expect(res.text, where).not.toMatch(/\bat .+\.(js|ts):\d+/);
  const after = await state();
  const changed = Object.keys(after).filter((k) => json((after as any)[k]) !== json((snapshot as any)[k]));
  const detail = changed
    .map((k) => `${k}: ${json((snapshot as any)[k]).slice(0, 1500)} => ${json((after as any)[k]).slice(0, 1500)}`)
    .join('\n');
  expect(changed, `state changed after ${where}\n${detail}`).toEqual([]);
};

const json = (value: unknown) => JSON.stringify(value);

// Generators -----------------------------------------------------------------------------------

const TRAVERSAL_NAMES = [
  '../../package.json',
  '..%2F..%2Fpackage.json',
  '..\\..\\config\\database.js',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'x.png%00.svg',
  'x.png\0.svg',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  '....//....//x.png',
  '.htaccess',
  'CON',
  '',
  ' ',
];
const longName = fc.integer({ min: LIMITS.textMax + 1, max: 5000 }).map((n) => `${'a'.repeat(n)}.png`);
const fileName = fc.oneof(
  fc.constantFrom(...TRAVERSAL_NAMES),
  longName,
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** File contents that no upload field accepts (or only some, see badFor). */
const badContent = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 2048 }).map((a) => Buffer.from(a)),
  fc.string({ minLength: 1, maxLength: 300 }).map((s) => Buffer.from(`not an image ${s}`)),
  fc.constant(Buffer.from('<html><script>alert(1)</script></html>')),
  fc.constant(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])), // a PNG signature, then nothing
  fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])), // a JPEG start, truncated
  fc.constant(svg('<script>alert(1)</script>')),
  fc.constant(svg('<rect width="1" height="1" onload="alert(1)"/>')),
  fc.constant(svg('<image href="https://evil.example/x.png"/>')),
  fc.constant(
    Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    ),
  ),
  fc.constant(Buffer.from('GIF89a')),
  fc.constant(Buffer.from('%PDF-1.4\n%garbage')),
);
const declaredType = fc.constantFrom(
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'application/octet-stream',
  'text/html',
  'video/mp4',
  '',
);
const badFile = fc
  .tuple(badContent, fileName, declaredType)
  .map(([data, name, type]) => new File([data], name || 'x', { type }));
/** For image fields only: also a video's header, which is never an image. */
const badImageFile = fc.oneof(
  badFile,
  fileName.map(
    (name) =>
      new File([Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom')])], name || 'x.png', { type: 'image/png' }),
  ),
);

let realGif: Buffer;
/** A real GIF: a fine post image, but never a logo or a site photo. */
const gifFile = (name: string) => new File([realGif], name || 'x.gif', { type: 'image/gif' });

const NASTY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'name',
  'clientId',
  'siteId',
  'id',
  'documentId',
  'files',
  'data',
  'photos',
  'keepPhotos',
  '$where',
];
const garbageValue = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.integer({ min: 1000, max: 100_000 }).map((n) => 'x'.repeat(n)),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '{"$ne":null}',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '\0',
    '../../',
    'NaN',
    '-1',
    '1e309',
  ),
);
/** Junk text fields that are not among `known` (so they cannot accidentally make a request valid). */
const junkFields = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string({ minLength: 1, maxLength: 20 })), garbageValue),
  { maxLength: 5 },
);

/** Values that break a site field, whichever of the required ones. */
const BAD_SITE_VALUES: Record<string, string[]> = {
  siteName: [' ', '', 'x'.repeat(LIMITS.textMax + 1)],
  area: ['abc', '-5', '0', ' ', 'Infinity', '1e309', '12 sqft'],
  industry: ['Bogus', ' ', 'educational; DROP TABLE', '__proto__'],
  project_scope: [' ', 'x'.repeat(LIMITS.textMax + 1)],
  state: ['Atlantis', ' ', 'Tamil Nadu ; rm -rf', 'constructor'],
  site_start: ['1800', '99999', 'abc', '2019.5', ' ', String(new Date().getFullYear() + 1)],
};
const badSiteField = fc
  .constantFrom(...Object.keys(BAD_SITE_VALUES))
  .chain((k) => fc.constantFrom(...BAD_SITE_VALUES[k]).map((v) => [k, v] as [string, string]));

const randomId = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.constantFrom(
      '1',
      '0',
      '-1',
      'null',
      'undefined',
      '[object Object]',
      '%00',
      '..',
      '%2e%2e',
      "' OR '1'='1",
      'a'.repeat(500),
    ),
    fc.uuid(),
  )
  .filter((s) => s !== '.' && s !== '..');

const garbageBody = fc.oneof(
  fc.string({ maxLength: 400 }),
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.constantFrom(
    '{',
    '{"clientId":',
    '[1,',
    'null',
    '"x"',
    '{"__proto__":{"status":true}}',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
  ),
);
const garbageContentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/xml',
);

// Properties -----------------------------------------------------------------------------------

describe('generated bad input against the content routes changes nothing', () => {
  beforeAll(async () => {
    realGif = await gif();
  });

  it('addClient: multipart with garbage fields and files that are wrong for the field', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant(undefined),
          fc.string({ maxLength: 40 }),
          fc.constantFrom('Fuzz Target', 'FUZZ target', 'Other Co', ' ', 'x'.repeat(LIMITS.textMax + 1)),
          fc.constantFrom(...TRAVERSAL_NAMES),
        ),
        fc.subarray(Object.entries(SITE)),
        fc.option(badSiteField),
        fc.oneof(fc.constant('cover' as const), fc.constant('photo' as const), fc.constant('video' as const)),
        badImageFile,
        fc.boolean(),
        junkFields,
        async (name, siteFields, brokenField, where, bad, useGif, junk) => {
          // The video's header is a fine video: for that field, a GIF is the wrong file instead.
          const isVideoHeader = bad.size === 12;
          const wrong = (useGif && where !== 'video') || (where === 'video' && isVideoHeader) ? gifFile(bad.name) : bad;
          const entries: Array<[string, string | File]> = [...junk];
          if (name !== undefined) entries.push(['name', name]);
          entries.push(...siteFields);
          if (brokenField) entries.push(brokenField);
          if (where === 'cover') entries.push(['coverPhoto', wrong]);
          else entries.push(['coverPhoto', new File([await png(8, 8)], 'ok.png')]);
          if (where === 'photo') entries.push(['photos', new File([await jpeg(9, 9)], 'ok.jpg')], ['photos', wrong]);
          if (where === 'video') entries.push(['video', wrong]);
          await refused([400, 409, 413, 415], 'POST', API.addClient, fd(entries));
        },
      ),
      RUNS,
    );
  });

  it('addClient, updateClient, updateSite, logos and posts: malformed bodies under any content type', async () => {
    const paths: Array<[string, string]> = [
      ['POST', API.addClient],
      ['PATCH', API.updateClient('no-such-client')],
      ['PATCH', API.updateSite],
      ['DELETE', API.deleteClient],
      ['DELETE', API.removeSite],
      ['POST', API.uploadLogo],
      ...POST_KINDS.flatMap(
        (k): Array<[string, string]> => [
          ['POST', API.posts(k)],
          ['PUT', API.post(k, 'no-such-post')],
        ],
      ),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        garbageBody,
        garbageContentType,
        async ([method, path], body, contentType) => {
          await refused([400, 404, 413, 415], method, path, body, contentType);
        },
      ),
      RUNS,
    );
  });

  it('updateClient: unknown ids, invalid names and wrong logo files', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          randomId.map((id) => ({ id, name: undefined as string | undefined, file: undefined as File | undefined })),
          fc.record({
            id: fc.constant('target'),
            name: fc.constantFrom(' ', '', 'x'.repeat(LIMITS.textMax + 1), 'OTHER co', ' other CO '),
            file: fc.option(badImageFile, { nil: undefined }),
          }),
          fc.record({
            id: fc.constant('target'),
            name: fc.option(fc.string({ maxLength: 40 }), { nil: undefined }),
            file: badImageFile,
          }),
        ),
        junkFields,
        fc.boolean(),
        async ({ id, name, file }, junk, asJson) => {
          const clientId = id === 'target' ? target.clientId : id;
          if (asJson && !file) {
            const body: Record<string, unknown> = Object.fromEntries(junk);
            if (name !== undefined) body.name = name;
            if (id !== 'target' || name !== undefined)
              return refused([400, 404, 409, 413], 'PATCH', API.updateClient(clientId), json(body), 'application/json');
          }
          const entries: Array<[string, string | File]> = [...junk.filter(([k]) => k !== 'name')];
          if (name !== undefined) entries.push(['name', name]);
          if (file) entries.push(['coverPhoto', file]);
          // Neither a name nor a file for the real client would be a (harmless) no-op update: make it a bad one.
          if (id === 'target' && name === undefined && !file) entries.push(['name', ' ']);
          await refused([400, 404, 409, 413, 415], 'PATCH', API.updateClient(clientId), fd(entries));
        },
      ),
      RUNS,
    );
  });

  it('deleteClient: ids that are not a client, in bodies and query strings of every shape', async () => {
    const clientIdValue = fc.oneof(
      randomId,
      fc.constantFrom<unknown>(null, 1, 0, true, [], {}, { $ne: null }, { $gt: '' }, ['x', 'y']),
      fc.constant('Fuzz Target'),
    );
    await fc.assert(
      fc.asyncProperty(
        clientIdValue,
        junkFields,
        fc.constantFrom('json', 'query', 'form', 'none'),
        async (clientId, junk, how) => {
          const body = { ...Object.fromEntries(junk.filter(([k]) => k !== 'clientId')), clientId };
          if (how === 'query')
            return refused(
              [400, 404],
              'DELETE',
              `${API.deleteClient}?clientId=${encodeURIComponent(String(clientId))}`,
            );
          if (how === 'none') return refused([400, 404], 'DELETE', API.deleteClient);
          if (how === 'form')
            return refused(
              [400, 404, 413],
              'DELETE',
              API.deleteClient,
              fd([['clientId', typeof clientId === 'string' ? clientId : json(clientId)]]),
            );
          await refused([400, 404, 413], 'DELETE', API.deleteClient, json(body), 'application/json');
        },
      ),
      RUNS,
    );
  });

  it('updateSite: wrong ids, and for the real site invalid fields, keepPhotos and photo files', async () => {
    const badKeep = fc.oneof(
      fc.string({ maxLength: 50 }).filter((s) => {
        try {
          JSON.parse(s);
          return false;
        } catch {
          return true;
        }
      }),
      fc.constantFrom(
        '[1]',
        '{}',
        'null',
        '"x"',
        '[]',
        '["/uploads/nope.jpg"]',
        '["../../package.json"]',
        '["/uploads/../../package.json"]',
      ),
      fc.constant('dup'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            kind: fc.constant('ids' as const),
            clientId: fc.option(randomId, { nil: undefined }),
            siteId: fc.option(randomId, { nil: undefined }),
            swap: fc.boolean(),
          }),
          fc.record({ kind: fc.constant('field' as const), broken: badSiteField }),
          fc.record({ kind: fc.constant('keep' as const), keep: badKeep }),
          fc.record({ kind: fc.constant('photo' as const), file: badImageFile, gif: fc.boolean() }),
        ),
        fc.subarray(Object.entries(SITE).filter(([k]) => k !== 'site_ongoing')),
        junkFields,
        fc.boolean(),
        async (c, goodFields, junk, multipart) => {
          const entries: Array<[string, string | File]> = [
            ...junk.filter(([k]) => !['clientId', 'siteId', 'photos', 'keepPhotos', ...Object.keys(SITE)].includes(k)),
          ];
          if (c.kind === 'ids') {
            // Right client with a wrong site, a wrong client with the right site, or both wrong.
            const clientId = c.swap ? target.clientId : c.clientId;
            const siteId = c.swap ? c.siteId : target.siteId;
            if (clientId !== undefined) entries.push(['clientId', clientId]);
            if (siteId !== undefined) entries.push(['siteId', siteId]);
            entries.push(...goodFields);
          } else {
            const brokenKey = c.kind === 'field' ? c.broken[0] : '';
            entries.push(
              ['clientId', target.clientId],
              ['siteId', target.siteId],
              ...goodFields.filter(([k]) => k !== brokenKey),
            );
            if (c.kind === 'field') entries.push(c.broken);
            if (c.kind === 'keep')
              entries.push(['keepPhotos', c.keep === 'dup' ? json([target.photos[0], target.photos[0]]) : c.keep]);
            if (c.kind === 'photo') entries.push(['photos', c.gif ? gifFile(c.file.name) : c.file]);
          }
          const hasFile = entries.some(([, v]) => v instanceof File);
          const body = multipart || hasFile ? fd(entries) : json(Object.fromEntries(entries));
          await refused(
            [400, 404, 413, 415],
            'PATCH',
            API.updateSite,
            body,
            body instanceof FormData ? undefined : 'application/json',
          );
        },
      ),
      RUNS,
    );
  });

  it('removeSite: mismatched and garbage ids never remove a site', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(randomId, { nil: undefined }),
        fc.option(randomId, { nil: undefined }),
        fc.constantFrom('rightClient', 'rightSite', 'neither', 'swapped'),
        fc.boolean(),
        async (a, b, mode, query) => {
          const ids =
            mode === 'rightClient'
              ? { clientId: target.clientId, siteId: b }
              : mode === 'rightSite'
                ? { clientId: a, siteId: target.siteId }
                : mode === 'swapped'
                  ? { clientId: target.siteId, siteId: target.clientId }
                  : { clientId: a, siteId: b };
          if (query) {
            const qs = new URLSearchParams(
              Object.entries(ids).filter(([, v]) => v !== undefined) as Array<[string, string]>,
            ).toString();
            return refused([400, 404], 'DELETE', `${API.removeSite}?${qs}`);
          }
          await refused([400, 404, 413], 'DELETE', API.removeSite, json(ids), 'application/json');
        },
      ),
      RUNS,
    );
  });

  it('logos/upload: wrong files, and valid images under names that could escape the folder', async () => {
    const escapingName = fc.oneof(
      fc.constantFrom(...TRAVERSAL_NAMES.filter((n) => n.trim() && n !== 'CON')),
      longName,
      fc
        .tuple(
          fc.string({ maxLength: 20 }),
          fc.constantFrom('/', '\\', '%', '\0', '..', ':', '*', '?', '<', '"'),
          fc.string({ maxLength: 20 }),
        )
        .map(([a, bad, b]) => `x${a}${bad}${b}`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            name: fc.option(fc.oneof(fc.string({ maxLength: 40 }), escapingName), { nil: undefined }),
            file: badImageFile,
            gif: fc.boolean(),
          }),
          fc.record({
            name: escapingName.map((n) => n as string | undefined),
            file: fc.constant(undefined as File | undefined),
            gif: fc.constant(false),
          }),
          fc.record({
            name: fc.constant(undefined as string | undefined),
            file: fc.constant(undefined as File | undefined),
            gif: fc.constant(false),
          }),
        ),
        // File names whose last segment is itself unusable (the parser drops directories from file names).
        fc.option(
          fc.oneof(
            fc.constantFrom('x.png%00.svg', 'a..b', '%2e%2e%2fx', 'x\0y', '.htaccess', 'x:y', 'x*y', '~x', '-x'),
            longName,
          ),
          { nil: undefined },
        ),
        junkFields,
        async ({ name, file, gif: useGif }, uploadName, junk) => {
          const entries: Array<[string, string | File]> = [...junk.filter(([k]) => k !== 'name' && k !== 'logo')];
          if (name !== undefined) entries.push(['name', name]);
          // No wrong file: a valid PNG whose name (field, else file name) must be refused.
          const logo = file
            ? useGif
              ? gifFile(file.name)
              : file
            : name !== undefined
              ? new File([await png(12, 12)], uploadName ?? 'ok.png')
              : undefined;
          if (logo) entries.push(['logo', logo]);
          if (name === undefined && !file)
            entries.push(['logo', new File([await png(12, 12)], `${uploadName ?? '../x'}.png`)]);
          await refused([400, 413, 415], 'POST', API.uploadLogo, fd(entries));
        },
      ),
      RUNS,
    );
  });

  it('logos/upload: a valid image under a traversal file name is refused or stored inside the upload folder', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TRAVERSAL_NAMES.filter((n) => n.trim())),
        fc.constantFrom('.png', '', '.svg', '.png.php'),
        async (base, ext) => {
          requests++;
          const res = await admin.post(API.uploadLogo, fd([['logo', new File([await png(11, 11)], `${base}${ext}`)]]));
          const where = `upload as ${json(base + ext)} -> ${res.status}: ${json(res.body).slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status !== 201) {
            expect(typeof res.body?.message, where).toBe('string');
          } else {
            // Stored under a plain name directly in /uploads, and served from there.
            expect(res.body.path, where).toMatch(/^\/uploads\/[a-z0-9][a-z0-9._-]*\.png$/);
            expect(uploadedFiles(server.publicDir), where).toContain(res.body.path.slice('/uploads/'.length));
            expect((await fetch(server.url + res.body.path)).status, where).toBe(200);
            const removed = await admin.del(API.deleteLogo(res.body.path.split('/').pop()));
            expect(removed.status, where).toBe(200);
          }
          const after = await state();
          expect(after, `state after ${where}`).toEqual(snapshot);
        },
      ),
      { ...RUNS, numRuns: Math.min(RUNS.numRuns, 15) },
    );
  });

  it('DELETE /logos/:fileName: traversal, encoded and near-miss names answer 404/400 and delete nothing', async () => {
    const nearMiss = fc.constantFrom(
      logoName.toUpperCase(),
      ` ${logoName}`,
      `${logoName}/`,
      `./${logoName}`,
      `../uploads/${logoName}`,
      `${logoName}%00`,
      `${logoName}\0.png`,
      logoName.replace(/\.png$/, ''),
      `uploads/${logoName}`,
    );
    const name = fc.oneof(
      fc.constantFrom(...TRAVERSAL_NAMES.filter((n) => n)),
      longName,
      nearMiss,
      fc.string({ minLength: 1, maxLength: 80 }),
    );
    // Raw (not re-encoded) path segments that still stay below /api/v1/logos/.
    const rawSegment = fc.constantFrom(
      '..%2F..%2Fpackage.json',
      '%2e%2e%2f%2e%2e%2fpackage.json',
      '..%5C..%5Cpackage.json',
      'x%00.png',
      '%00',
      '%E0%A4%A',
      '%',
      `${logoName}%2F..`,
      `%2e%2e`,
      '%252e%252e%252fpackage.json',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          name.map((n) => API.deleteLogo(n)),
          rawSegment.map((s) => `${API_PREFIX}/logos/${s}`),
        ),
        async (path) => {
          fc.pre(path !== API.deleteLogo(logoName));
          await refused([400, 404], 'DELETE', path);
        },
      ),
      RUNS,
    );
  });

  it('press, awards, testimonials: create without a valid image or with invalid text creates nothing', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(' ', '', '\n\t', 'x'.repeat(LIMITS.descMax + 1)),
      garbageValue,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POST_KINDS),
        fc.record({
          title: fc.option(text, { nil: undefined }),
          desc: fc.option(text, { nil: undefined }),
          nav: fc.option(text, { nil: undefined }),
        }),
        fc.oneof(fc.constant(undefined), badImageFile),
        junkFields,
        fc.boolean(),
        async (kind, fields, img, junk, asJson) => {
          const textEntries = Object.entries(fields).filter(([, v]) => v !== undefined) as Array<[string, string]>;
          const entries: Array<[string, string | File]> = [
            ...junk.filter(([k]) => !['title', 'desc', 'nav', 'img'].includes(k)),
            ...textEntries,
          ];
          // Without a file the post lacks its required image; with one, the file is wrong.
          if (img) entries.push(['img', img]);
          if (asJson && !img)
            return refused([400, 413], 'POST', API.posts(kind), json(Object.fromEntries(entries)), 'application/json');
          await refused([400, 413, 415], 'POST', API.posts(kind), fd(entries));
        },
      ),
      RUNS,
    );
  });

  it('press, awards, testimonials: update with unknown ids, emptied or overlong text or wrong images; delete unknown ids', async () => {
    const badText = fc.constantFrom(' ', '', '\n\t ', 'x'.repeat(LIMITS.descMax + 1));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POST_KINDS),
        fc.oneof(
          fc.record({ op: fc.constant('update-unknown' as const), id: randomId }),
          fc.record({
            op: fc.constant('update-text' as const),
            field: fc.constantFrom('title', 'desc'),
            value: badText,
          }),
          fc.record({ op: fc.constant('update-image' as const), file: badImageFile }),
          fc.record({ op: fc.constant('delete-unknown' as const), id: randomId }),
          fc.record({ op: fc.constant('wrong-kind' as const), verb: fc.constantFrom('PUT', 'DELETE') }),
        ),
        junkFields,
        async (kind, c, junk) => {
          const valid: Array<[string, string]> = [
            ['title', 'Still a title'],
            ['desc', 'Still a desc'],
            ['nav', 'https://example.com'],
          ];
          const entries: Array<[string, string | File]> = [
            ...junk.filter(([k]) => !['title', 'desc', 'nav', 'img'].includes(k)),
          ];
          switch (c.op) {
            case 'update-unknown':
              fc.pre(!Object.values(postIds).includes(c.id));
              return refused([400, 404], 'PUT', API.post(kind, c.id), fd([...entries, ...valid]));
            case 'update-text':
              return refused(
                [400],
                'PUT',
                API.post(kind, postIds[kind]),
                fd([...entries, ...valid.filter(([k]) => k !== c.field), [c.field, c.value]]),
              );
            case 'update-image':
              return refused(
                [400, 413, 415],
                'PUT',
                API.post(kind, postIds[kind]),
                fd([...entries, ...valid, ['img', c.file]]),
              );
            case 'delete-unknown':
              fc.pre(!Object.values(postIds).includes(c.id));
              return refused(
                [400, 404],
                'DELETE',
                API.post(kind, c.id),
                json(Object.fromEntries(junk)),
                'application/json',
              );
            case 'wrong-kind': {
              // A post id is only valid under its own kind: /awards/<press id> is not found.
              const other = POST_KINDS.find((k) => k !== kind)!;
              return refused([404], c.verb, API.post(kind, postIds[other]), c.verb === 'PUT' ? fd(valid) : undefined);
            }
          }
        },
      ),
      RUNS,
    );
  });
});

/**
 * The audit trail, checked here for the content routes (user.test.ts covers the user routes): each
 * successful state-changing call leaves exactly one entry naming the actor, the action and the
 * record, and the refusals above left none.
 */
describe('audit trail of the content routes', () => {
  it('every successful write is recorded once, with who, what, when and which record; refusals are not', async () => {
    const panel = await adminPanel(server.url);
    /** Oldest first (the helper lists the newest 100: far more than this server ever writes). */
    const entries = async (): Promise<any[]> => (await panel.auditEntries()).reverse();

    // Seeding wrote 2 clients, 1 logo and 3 posts; the generated refusals wrote nothing (the traversal
    // property stores and removes valid logos: those are real writes, in pairs).
    const before = await entries();
    const seeded = before.filter(
      (e) => !['logo.create', 'logo.delete'].includes(e.action) || e.summary?.name === 'stored-logo',
    );
    expect(seeded.map((e) => e.action).sort()).toEqual([
      'client.create',
      'client.create',
      'logo.create',
      'post.create',
      'post.create',
      'post.create',
    ]);
    const logoPairs = before.filter((e) => !seeded.includes(e));
    expect(logoPairs.filter((e) => e.action === 'logo.create').length).toBe(
      logoPairs.filter((e) => e.action === 'logo.delete').length,
    );

    const expected: Array<{ action: string; targetId: string }> = [];
    const expectOk = (res: { status: number; body: any }, status = 200) =>
      expect(res.status, JSON.stringify(res.body)).toBe(status);

    const added = await admin.post(
      API.addClient,
      fd([
        ['name', 'Audit Co'],
        ['coverPhoto', new File([await png(9, 9)], 'a.png')],
      ]),
    );
    expectOk(added, 201);
    const clientId = added.body.client._id;
    expected.push({ action: 'client.create', targetId: clientId });
    const withSite = await admin.post(
      API.addClient,
      fd([['name', 'audit co'], ...Object.entries(SITE), ['photos', new File([await jpeg(9, 9)], 'p.jpg')]]),
    );
    expectOk(withSite, 201);
    const siteId = withSite.body.client.sites[0]._id;
    expected.push({ action: 'site.create', targetId: clientId });
    expectOk(await admin.patch(API.updateClient(clientId), fd([['name', 'Audit Company']])));
    expected.push({ action: 'client.update', targetId: clientId });
    expectOk(
      await admin.patch(
        API.updateSite,
        fd([
          ['clientId', clientId],
          ['siteId', siteId],
          ['description', 'Changed'],
        ]),
      ),
    );
    expected.push({ action: 'site.update', targetId: siteId });
    const logo = await admin.post(
      API.uploadLogo,
      fd([
        ['name', 'Audit Logo'],
        ['logo', new File([await png(9, 9)], 'l.png')],
      ]),
    );
    expectOk(logo, 201);
    const logos = await entries();
    const logoId = logos[logos.length - 1]?.targetId;
    expected.push({ action: 'logo.create', targetId: logoId });
    expectOk(await admin.del(API.deleteLogo(String(logo.body.path).split('/').pop()!)));
    expected.push({ action: 'logo.delete', targetId: logoId });
    for (const kind of POST_KINDS) {
      const post = await admin.post(
        API.posts(kind),
        fd([
          ['title', 'Audited'],
          ['desc', 'D'],
          ['nav', 'https://example.com'],
          ['img', new File([await png(9, 9)], 'i.png')],
        ]),
      );
      expectOk(post, 201);
      const id = post.body.post._id;
      expectOk(
        await admin.put(
          API.post(kind, id),
          fd([
            ['title', 'Audited again'],
            ['desc', 'D'],
            ['nav', 'https://example.com'],
          ]),
        ),
      );
      expectOk(await admin.del(API.post(kind, id)));
      expected.push(
        { action: 'post.create', targetId: id },
        { action: 'post.update', targetId: id },
        { action: 'post.delete', targetId: id },
      );
    }
    expectOk(await admin.del(API.removeSite, { clientId, siteId }));
    expected.push({ action: 'site.delete', targetId: siteId });
    expectOk(await admin.del(API.deleteClient, { clientId }));
    expected.push({ action: 'client.delete', targetId: clientId });
    // One more refusal: no entry.
    expect((await admin.del(API.deleteClient, { clientId })).status).toBe(404);

    const after = (await entries()).slice(before.length);
    const key = (e: { action: string; targetId: string }) => `${e.action} ${e.targetId}`;
    expect(after.map(key).sort()).toEqual(expected.map(key).sort());
    for (const entry of after)
      expect(entry).toMatchObject({ actorEmail: ADMIN.email, at: expect.any(String), targetType: expect.any(String) });
  });
});

/**
 * A NUL byte in a text field or an id: SQLite stores it (a client named "bad\0name" is created),
 * PostgreSQL refuses it ("invalid byte sequence for encoding UTF8: 0x00") and the route answers 500.
 * Either way it is bad input: every route must answer 4xx { message } and change nothing.
 * middlewares/input-guard.ts refuses NUL in path, query and body strings before any controller runs.
 * Last in this file, so what it may wrongly create cannot disturb the tests above.
 */
describe('NUL bytes', () => {
  it('in names, titles and ids answer 4xx with { message }, never 500, and change nothing', async () => {
    const nul = 'bad\u0000name';
    const img = await png(8, 8);
    const site: Array<[string, string]> = Object.entries(SITE);
    const cases: Array<[string, string, (FormData | string)?, string?]> = [
      ['GET', API.getClient(nul)],
      [
        'POST',
        API.addClient,
        fd([
          ['name', nul],
          ['coverPhoto', new File([await png(8, 8)], 'ok.png')],
        ]),
      ],
      [
        'POST',
        API.addClient,
        fd([
          ['name', 'Fuzz Target'],
          ['siteName', nul],
          ...site.filter(([k]) => k !== 'siteName'),
          ['photos', new File([await jpeg(9, 9)], 'ok.jpg')],
        ]),
      ],
      ['PATCH', API.updateClient(nul), fd([['name', 'X']])],
      ['PATCH', API.updateClient(target.clientId), fd([['name', nul]])],
      ['DELETE', API.deleteClient, json({ clientId: nul }), 'application/json'],
      ['PATCH', API.updateSite, json({ clientId: nul, siteId: nul, description: 'x' }), 'application/json'],
      [
        'PATCH',
        API.updateSite,
        json({ clientId: target.clientId, siteId: target.siteId, description: 'x\u0000' }),
        'application/json',
      ],
      ['DELETE', API.removeSite, json({ clientId: nul, siteId: nul }), 'application/json'],
      ['DELETE', API.deleteLogo(nul)],
      // The user routes too (security.test.ts generates their bad input, rarely a NUL).
      ['POST', API.login, json({ email: 'a\u0000@example.com', password: 'password-123' }), 'application/json'],
      ['POST', API.register, json({ email: 'new\u0000@example.com', password: 'password-123' }), 'application/json'],
      ['DELETE', API.deleteUser(nul)],
      ['PUT', API.updatePowers(nul), json({ 'add-user': true }), 'application/json'],
      [
        'POST',
        API.uploadLogo,
        fd([
          ['name', nul],
          ['logo', new File([await png(8, 8)], 'ok.png')],
        ]),
      ],
      ...POST_KINDS.flatMap(
        (k): Array<[string, string, (FormData | string)?, string?]> => [
          [
            'POST',
            API.posts(k),
            fd([
              ['title', nul],
              ['desc', 'd'],
              ['nav', 'n'],
              ['img', new File([img], 'i.png')],
            ]),
          ],
          [
            'PUT',
            API.post(k, nul),
            fd([
              ['title', 't'],
              ['desc', 'd'],
              ['nav', 'n'],
            ]),
          ],
          ['DELETE', API.post(k, nul)],
        ],
      ),
    ];
    const failures: string[] = [];
    const usersBefore = (await admin.get(API.getAllUsers)).body;
    for (const [method, rawPath, body, contentType] of cases) {
      const path = rawPath;
      const beforeCase = json(await state());
      const res = await send(method, path, body, contentType);
      const after = await state();
      if (res.status >= 500 || typeof res.json?.message !== 'string' || json(after) !== beforeCase)
        failures.push(`${method} ${path.replace(/\u0000/g, '\\0')} -> ${res.status} ${res.text.slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
    expect((await admin.get(API.getAllUsers)).body).toEqual(usersBefore);
  });
});
