import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, POST_KINDS } from '@portfolio/contract';
import { sniffBinary } from '../src/plugins/installer/server/src/file-safety/sniff';
import { inspectSvg } from '../src/plugins/installer/server/src/file-safety/svg';
import { demoSeedWanted } from '../src/plugins/installer/server/src/services/seed';
import { Agent, signIn } from '@portfolio/testkit/api';
import { MB, file, form, gif, jpeg, mp4, png, uploadedFiles, webm, webp } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

describe('content sniffing', () => {
  it('recognises formats by their first bytes', async () => {
    expect(sniffBinary(await png())?.type).toBe('png');
    expect(sniffBinary(await jpeg())?.type).toBe('jpeg');
    expect(sniffBinary(await gif())?.type).toBe('gif');
    expect(sniffBinary(await webp())?.type).toBe('webp');
    expect(sniffBinary(mp4())?.type).toBe('mp4');
    expect(sniffBinary(webm())?.type).toBe('webm');
    const mov = mp4();
    mov.write('qt  ', 8, 'latin1');
    expect(sniffBinary(mov)?.type).toBe('mov');
    expect(sniffBinary(Buffer.from('GIF86a not really'))).toBeNull();
    expect(sniffBinary(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
  const verdict = (text: string) => inspectSvg(text).verdict;

  it('recognises SVG documents behind a prologue, by parsing them', () => {
    expect(verdict(`\uFEFF<?xml version="1.0"?>\n<!-- c -->\n<svg ${NS} width="1"></svg>`)).toBe('svg');
    expect(verdict('<html><svg></svg></html>')).toBe('not-svg');
    expect(verdict('<svg width="1"></svg>')).toBe('not-svg'); // no SVG namespace: browsers do not draw it
    expect(verdict('just text')).toBe('not-svg');
  });

  it('flags active or external SVG content and lets plain drawings through', () => {
    const safe = [
      `<svg ${NS}><rect fill="url(#g)"/><use href="#a"/><image href="data:image/png;base64,AAAA"/></svg>`,
      `<svg ${NS}><text>Phone: 1 &amp; 2</text></svg>`,
      `<svg ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"><g inkscape:label="C:\\logo"><path d="M0 0h1" style="fill:#fff"/></g></svg>`,
      `<svg ${NS}><style><![CDATA[ .a { fill: url( '#g' ) } /* note */ ]]></style><circle class="a" r="1"/></svg>`,
    ];
    const unsafe = [
      `<svg ${NS}><SCRIPT>x</SCRIPT></svg>`,
      `<svg ${NS}><script>x</script></svg>`,
      `<svg ${NS} xmlns:x="http://www.w3.org/2000/svg"><x:script>x</x:script></svg>`,
      `<svg ${NS}><h:script xmlns:h="http://www.w3.org/1999/xhtml">x</h:script></svg>`,
      `<svg ${NS}><g onclick="x"/></svg>`,
      `<svg ${NS}><a xlink:href="javascript:x"/></svg>`,
      `<svg ${NS}><a href=" JavaScript:x"/></svg>`,
      `<svg ${NS}><a href="javascript&#58;x"/></svg>`,
      `<svg ${NS}><set attributeName="href" to="javascript&#58;alert(1)"/></svg>`,
      `<svg ${NS}><animate attributeName="href" values="javascript:alert(1)"/></svg>`,
      `<svg ${NS}><foreignObject/></svg>`,
      `<svg ${NS}><image href="http://x/y.png"/></svg>`,
      `<svg ${NS}><use xlink:href="other.svg#a"/></svg>`,
      `<svg ${NS}><style>rect { fill: url(http://x/y) }</style></svg>`,
      `<svg ${NS}><style>rect { fill: u\\72l(http://x/y) }</style></svg>`,
      `<svg ${NS}><rect style="fill: u\\72l(http://x/y)"/></svg>`,
      `<svg ${NS}><style>@import 'x.css';</style></svg>`,
      `<svg ${NS}><style>rect { fill: red } /* never closed</style></svg>`,
      `<svg ${NS}><rect fill="url(https://x/y#g)"/></svg>`,
      `<svg ${NS}><image href="data:image/svg+xml;base64,AAAA"/></svg>`,
      `<svg ${NS}><iframe/></svg>`,
      `<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd"><svg ${NS}/>`,
      `<!DOCTYPE svg [<!ENTITY x "boom">]><svg ${NS}>&x;</svg>`,
      `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${NS}/>`,
      `<svg ${NS}><rect width="1"></svg>`, // malformed: cannot be proved safe
      `<svg ${NS}>${'<g>'.repeat(200)}${'</g>'.repeat(200)}</svg>`,
      `<svg ${NS}>${'<path d="M0 0h1"/>'.repeat(10_001)}</svg>`, // more elements than a logo needs (render cost)
    ];
    for (const s of safe) expect(verdict(s), s).toBe('svg');
    for (const s of unsafe) expect(verdict(s), s).toBe('unsafe');
  });

  it('examines SVG text in linear time: an unclosed comment of 4MB is refused at once', () => {
    const started = Date.now();
    expect(verdict('<!--'.repeat(1024 * 1024))).toBe('not-svg');
    expect(verdict(`<svg ${NS}><!--${'<!--'.repeat(1024 * 1024)}`)).toBe('unsafe');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('seeds demo content unless SEED_DEMO=false or production', () => {
    expect(demoSeedWanted({ NODE_ENV: 'development' })).toBe(true);
    expect(demoSeedWanted({ NODE_ENV: 'development', SEED_DEMO: 'false' })).toBe(false);
    expect(demoSeedWanted({ NODE_ENV: 'production' })).toBe(false);
    expect(demoSeedWanted({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toBe(true);
  });
});

describe('request size limits', () => {
  let server: TestServer;
  let admin: Agent;
  beforeAll(async () => {
    server = await startServer();
    admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  });
  afterAll(() => server?.stop());

  it('answers 413 { message } to a JSON body over 1MB', async () => {
    const res = await admin.del(API.deleteClient, { clientId: 'x'.repeat(1.1 * MB) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  // These two send over 100MB each: parsing that much takes tens of seconds on a busy 2-core machine.
  it('answers 413 to a video over 100MB, naming the field, and stores nothing', { timeout: 120_000 }, async () => {
    const created = await admin.post(API.addClient, form({ name: 'Big', coverPhoto: file(await png(), 'l.png') }));
    expect(created.status).toBe(201);
    const before = uploadedFiles(server.publicDir);
    const res = await admin.post(
      API.addClient,
      form({
        name: 'Big',
        siteName: 's',
        area: '1',
        industry: 'bank',
        project_scope: 'p',
        state: 'Goa',
        site_start: '2020',
        site_ongoing: 'true',
        photos: [file(await jpeg(), 'p.jpg')],
        video: file(mp4(100 * MB + 1), 'v.mp4'),
      }),
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Video must be smaller than 100MB.' });
    expect(uploadedFiles(server.publicDir)).toEqual(before);
    expect((await admin.get(API.getClient('big'))).body[0].totalSites).toBe(0);
  });

  it('answers 413 { message } to a multipart body over the total limit', { timeout: 120_000 }, async () => {
    const before = uploadedFiles(server.publicDir);
    const res = await admin.post(API.uploadLogo, form({ name: 'huge', logo: file(Buffer.alloc(111 * MB), 'x.png') }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(uploadedFiles(server.publicDir)).toEqual(before);
  });
});

describe('odd input never answers 500', () => {
  let server: TestServer;
  let admin: Agent;
  beforeAll(async () => {
    server = await startServer();
    admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  });
  afterAll(() => server?.stop());

  const bodies: unknown[] = [
    {},
    [],
    { name: ['a', 'b'], clientId: { $ne: null }, siteId: ['x'], title: { a: 1 }, desc: 42, nav: true },
    { name: 'x'.repeat(5000), siteName: {}, area: [], site_start: 'NaN', site_ongoing: {}, keepPhotos: '{"a":1}' },
    { clientId: '__proto__', siteId: 'constructor', name: '__proto__' },
    'plain string',
  ];

  it('on every client, site, logo and post route', async () => {
    const client = (await admin.post(API.addClient, form({ name: 'Odd', coverPhoto: file(await png(), 'l.png') }))).body
      .client;
    const routes: Array<[string, string]> = [
      ['POST', API.addClient],
      ['PATCH', API.updateClient(client._id)],
      ['PATCH', API.updateClient('%00')],
      ['DELETE', API.deleteClient],
      ['PATCH', API.updateSite],
      ['DELETE', API.removeSite],
      ['POST', API.uploadLogo],
      ['DELETE', API.deleteLogo('%00')],
      ['GET', API.getClient('%00')],
      ...POST_KINDS.flatMap(
        (k): Array<[string, string]> => [
          ['POST', API.posts(k)],
          ['PUT', API.post(k, 'x')],
          ['DELETE', API.post(k, '%00')],
        ],
      ),
    ];
    for (const [method, path] of routes) {
      for (const body of bodies) {
        const res = await admin.call(method, path, method === 'GET' ? undefined : body);
        expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
        expect(res.body, `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`).toMatchObject({
          message: expect.any(String),
        });
      }
    }
    // updateClient accepted some of these as renames; nothing else was created.
    expect((await admin.get(API.getClients)).body.clients).toHaveLength(1);
  });
});
