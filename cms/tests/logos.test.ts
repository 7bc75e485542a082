import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import {
  MB,
  bigPng,
  existsOnDisk,
  inTrashOnDisk,
  fakePng,
  file,
  form,
  gif,
  jpeg,
  png,
  svg,
  uploadedFiles,
} from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

let server: TestServer;
let admin: Agent;
let anonymous: Agent;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
});
afterAll(() => server?.stop());

/** The library as the Logos screen reads it (signed-in staff; visitors get the wall's, logo-order.test.ts). */
const listLogos = async () => {
  const res = await admin.get(API.logos);
  expect(res.status).toBe(200);
  return res.body as string[];
};

const expectRefused = async (
  request: () => Promise<{ status: number; body: any }>,
  status: number,
  message: string | RegExp,
) => {
  const before = await listLogos();
  const filesBefore = uploadedFiles(server.publicDir);
  const res = await request();
  expect(res.status).toBe(status);
  if (typeof message === 'string') expect(res.body).toEqual({ message });
  else expect(res.body.message).toMatch(message);
  expect(await listLogos()).toEqual(before);
  expect(uploadedFiles(server.publicDir)).toEqual(filesBefore);
};

const fileNameOf = (path: string) => path.split('/').pop()!;

describe('GET /logos and POST /logos/upload', () => {
  it('lists nothing on a fresh database', async () => {
    expect(await listLogos()).toEqual([]);
  });

  it('stores a PNG under a normalised name and lists its path', async () => {
    const res = await admin.post(
      API.uploadLogo,
      form({ name: '  Acme Corp ', logo: file(await png(), 'whatever.png', 'image/png') }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      path: expect.stringMatching(/^\/uploads\/acme_corp_[0-9a-f]{10}\.png$/),
    });
    expect(existsOnDisk(server.publicDir, res.body.path)).toBe(true);
    expect(await listLogos()).toEqual([res.body.path]);
  });

  it('accepts JPEG and a clean SVG', async () => {
    const jpg = await admin.post(API.uploadLogo, form({ name: 'Beta', logo: file(await jpeg(), 'b.jpeg') }));
    expect(jpg.status).toBe(201);
    expect(jpg.body.path).toMatch(/^\/uploads\/beta_[0-9a-f]{10}\.jpg$/);
    const vector = await admin.post(
      API.uploadLogo,
      form({
        name: 'Gamma Ltd',
        logo: file(svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="5" height="5"/>'), 'g.svg'),
      }),
    );
    expect(vector.status).toBe(201);
    expect(vector.body.path).toMatch(/^\/uploads\/gamma_ltd_[0-9a-f]{10}\.svg$/);
    expect(await listLogos()).toHaveLength(3);
  });

  describe('refuses, changing nothing', () => {
    it("no name (the file's own name is never used)", async () => {
      await expectRefused(
        async () => admin.post(API.uploadLogo, form({ logo: file(await png(), '../../x.png') })),
        400,
        MESSAGES.required('Logo name'),
      );
      await expectRefused(
        async () => admin.post(API.uploadLogo, form({ name: '   ', logo: file(await png(), 'fine.png') })),
        400,
        MESSAGES.required('Logo name'),
      );
    });

    it('no file', async () => {
      await expectRefused(() => admin.post(API.uploadLogo, form({ name: 'x' })), 400, MESSAGES.invalidLogo);
    });

    it('a text file named .png', async () => {
      await expectRefused(
        () => admin.post(API.uploadLogo, form({ name: 'x', logo: file(fakePng(), 'x.png', 'image/png') })),
        415,
        MESSAGES.invalidLogo,
      );
    });

    it('a GIF (logos are PNG, JPG, JPEG or SVG)', async () => {
      await expectRefused(
        async () => admin.post(API.uploadLogo, form({ name: 'x', logo: file(await gif(), 'x.png', 'image/png') })),
        415,
        MESSAGES.invalidLogo,
      );
    });

    it('a file of 5MB', async () => {
      await expectRefused(
        () => admin.post(API.uploadLogo, form({ name: 'x', logo: file(bigPng(5 * MB), 'x.png') })),
        413,
        MESSAGES.logoTooLarge,
      );
    });

    const unsafe: Array<[string, string]> = [
      ['a script', '<script>alert(1)</script>'],
      ['an onload handler', '<rect width="1" height="1" onload="alert(1)"/>'],
      ['a javascript: link', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'],
      ['foreignObject', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'],
      ['an external image', '<image href="https://evil.example/x.png" width="1" height="1"/>'],
      ['a local file reference', '<image xlink:href="file:///etc/passwd" width="1" height="1"/>'],
      ['an external stylesheet', '<style>@import url(https://evil.example/x.css);</style>'],
    ];
    for (const [label, body] of unsafe) {
      it(`an SVG with ${label}`, async () => {
        await expectRefused(
          () => admin.post(API.uploadLogo, form({ name: 'x', logo: file(svg(body), 'x.svg', 'image/svg+xml') })),
          415,
          /scripts, event handlers or external references/,
        );
      });
    }

    it('an SVG too large to render, and a PNG that is only a PNG header', async () => {
      const huge = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="1" height="1"/></svg>',
      );
      await expectRefused(
        () => admin.post(API.uploadLogo, form({ name: 'x', logo: file(huge, 'x.svg') })),
        413,
        MESSAGES.tooManyPixels('Logo'),
      );
      await expectRefused(
        () => admin.post(API.uploadLogo, form({ name: 'x', logo: file(bigPng(2048), 'x.png') })),
        415,
        MESSAGES.invalidLogo,
      );
    });

    it('an SVG with an entity declaration', async () => {
      const xml = Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "boom">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      );
      await expectRefused(
        () => admin.post(API.uploadLogo, form({ name: 'x', logo: file(xml, 'x.svg') })),
        415,
        /scripts, event handlers or external references/,
      );
    });

    it('a name trying to leave the upload folder', async () => {
      for (const name of ['../../evil', '..\\evil', 'a/b', '/etc/passwd']) {
        await expectRefused(
          async () => admin.post(API.uploadLogo, form({ name, logo: file(await png(), 'x.png') })),
          400,
          /Logo name may only contain/,
        );
      }
    });

    it('a caller who is not signed in', async () => {
      await expectRefused(
        async () => anonymous.post(API.uploadLogo, form({ name: 'x', logo: file(await png(), 'x.png') })),
        401,
        MESSAGES.notSignedIn,
      );
    });
  });
});

describe('DELETE /logos/:fileName', () => {
  it('refuses names that are not stored logos, and path tricks, without touching the disk', async () => {
    const [stored] = await listLogos();
    for (const name of [
      'nope.png',
      '..%2F..%2Fpackage.json',
      '..%2Fuploads%2F' + fileNameOf(stored),
      '..%5C..%5Cpackage.json',
      'x%5C..%5Cy.png',
    ]) {
      await expectRefused(() => admin.del(`${API.logos}/${name}`), 404, 'Logo not found.');
    }
  });

  it('moves a logo to the Trash by the last segment of its path; delete for ever removes the file', async () => {
    const before = await listLogos();
    const target = before.find((p) => p.includes('acme_corp'))!;
    const res = await admin.del(API.deleteLogo(fileNameOf(target)));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, trashId: expect.any(String) });
    // In the Trash the file is out of public reach, kept for a restore.
    expect(existsOnDisk(server.publicDir, target)).toBe(false);
    expect(inTrashOnDisk(server.publicDir, target)).toBe(true);
    expect((await admin.del(API.trashItem(res.body.trashId))).status).toBe(200);
    expect(existsOnDisk(server.publicDir, target)).toBe(false);
    expect(inTrashOnDisk(server.publicDir, target)).toBe(false);
    expect(await listLogos()).toEqual(before.filter((p) => p !== target));
    const again = await admin.del(API.deleteLogo(fileNameOf(target)));
    expect(again.status).toBe(404);
  });

  it('never deletes a client logo through the library', async () => {
    const client = await admin.post(API.addClient, form({ name: 'Delta', coverPhoto: file(await png(), 'd.png') }));
    await expectRefused(
      () => admin.del(API.deleteLogo(fileNameOf(client.body.client.coverPhoto))),
      404,
      'Logo not found.',
    );
    expect(existsOnDisk(server.publicDir, client.body.client.coverPhoto)).toBe(true);
  });
});

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const uploadLogo = (body: Buffer | string, name = 'x') =>
  admin.post(API.uploadLogo, form({ name, logo: file(Buffer.from(body), 'logo.svg', 'image/svg+xml') }));

/** Runs `work` while polling /_health; answers what `work` answered, how long it took and the slowest health check. */
const whileWatchingHealth = async <T>(work: () => Promise<T>) => {
  let done = false;
  let slowestHealthMs = 0;
  const watcher = (async () => {
    while (!done) {
      const started = Date.now();
      await fetch(`${server.url}/_health`);
      slowestHealthMs = Math.max(slowestHealthMs, Date.now() - started);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const started = Date.now();
  try {
    const result = await work();
    return { result, ms: Date.now() - started, slowestHealthMs };
  } finally {
    done = true;
    await watcher;
  }
};

/** A PNG whose header declares width x height pixels of a single colour (a few hundred bytes: a decompression bomb). */
const pngBomb = (width: number, height: number) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * 64)); // the first 64 rows; a decoder still allocates them all
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('SVG inspection is linear: one upload cannot freeze the server', () => {
  it('an unclosed comment of 1 MB is refused within seconds while /_health stays fast', async () => {
    const { result, ms, slowestHealthMs } = await whileWatchingHealth(() =>
      uploadLogo(`<svg ${NS}><!--${'<!--'.repeat(256 * 1024)}`),
    );
    expect(result.status).toBe(415);
    expect(ms).toBeLessThan(5000);
    expect(slowestHealthMs).toBeLessThan(1000);
  });
});

describe('SVG checks cannot be bypassed', () => {
  const bypasses: Array<[string, string]> = [
    [
      'a namespace-prefixed script',
      `<svg ${NS} xmlns:x="http://www.w3.org/2000/svg"><x:script>alert(1)</x:script></svg>`,
    ],
    ['an XHTML script', `<svg ${NS}><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`],
    [
      'a <set> turning href into javascript&#58;',
      `<svg ${NS}><a><set attributeName="href" to="javascript&#58;alert(1)"/><rect width="5" height="5"/></a></svg>`,
    ],
    [
      'a CSS escape spelling url(',
      `<svg ${NS}><style>rect { fill: u\\72l(https://evil.example/x) }</style><rect width="5" height="5"/></svg>`,
    ],
    [
      'an external DOCTYPE',
      `<?xml version="1.0"?><!DOCTYPE svg SYSTEM "https://evil.example/x.dtd"><svg ${NS}><rect width="5" height="5"/></svg>`,
    ],
    [
      'an entity-encoded javascript: link',
      `<svg ${NS}><a href="jav&#x61;script:alert(1)"><rect width="5" height="5"/></a></svg>`,
    ],
    [
      'a stylesheet processing instruction',
      `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${NS}><rect width="5" height="5"/></svg>`,
    ],
  ];
  for (const [label, body] of bypasses) {
    it(`refuses ${label} with 415 and stores nothing`, async () => {
      const before = uploadedFiles(server.publicDir);
      const res = await uploadLogo(body);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: expect.stringMatching(/scripts, event handlers or external references/) });
      expect(uploadedFiles(server.publicDir)).toEqual(before);
    });
  }

  it('still accepts a real-world logo: editor metadata, gradients, CSS classes, <use>', async () => {
    const logo = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape -->
<svg ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
  width="120" height="40" viewBox="0 0 120 40" version="1.1" sodipodi:docname="logo.svg">
  <sodipodi:namedview id="base" inkscape:zoom="1"/>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#036"/><stop offset="1" stop-color="#39c"/></linearGradient>
  <style>.word { font-family: 'Helvetica Neue', sans-serif; fill: url(#g) }</style></defs>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer"><path id="mark" d="M0 0h40v40H0z" fill="url(#g)"/>
  <use xlink:href="#mark" x="80"/><text class="word" x="44" y="26">ACME</text></g>
</svg>`;
    const res = await uploadLogo(logo, 'Real World Logo');
    expect(res.status).toBe(201);
  });
});

describe('pixel bombs answer at once and do not starve the server', () => {
  it('a 16000 x 16000 SVG (blurred, or with turbulence) and a 30000 x 30000 PNG of a few hundred bytes, four at a time', async () => {
    const blur = `<svg ${NS} width="16000" height="16000"><filter id="f"><feGaussianBlur stdDeviation="80"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>`;
    const turbulence = `<svg ${NS} width="16000" height="16000"><filter id="f"><feTurbulence baseFrequency="0.9" numOctaves="10"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>`;
    const bomb = pngBomb(30000, 30000);
    const { result, ms, slowestHealthMs } = await whileWatchingHealth(() =>
      Promise.all([
        uploadLogo(blur),
        uploadLogo(blur),
        uploadLogo(turbulence),
        admin.post(API.uploadLogo, form({ name: 'x', logo: file(bomb, 'bomb.png', 'image/png') })),
      ]),
    );
    expect(result.map((r) => r.status)).toEqual([413, 413, 415, 413]);
    expect(result[0].body).toEqual({ message: MESSAGES.tooManyPixels('Logo') });
    expect(result[3].body).toEqual({ message: MESSAGES.tooManyPixels('Logo') });
    expect(ms).toBeLessThan(5000);
    expect(slowestHealthMs).toBeLessThan(1000);
  });
});
