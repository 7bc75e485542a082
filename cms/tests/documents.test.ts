import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DOCUMENTS_API,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES as M,
  type DocumentItem,
  type DocumentListResponse,
  type TrashItem,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { exe } from '@portfolio/testkit/documents';
import { MB, file, form, jpeg, uploadedFiles } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { createUser } from '@portfolio/testkit/users';

let server: TestServer;
let admin: Agent;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
});
afterAll(() => server?.stop());

/** A small valid PDF whose body holds `extra` (a dictionary, an action...) and some text. */
const pdf = (extra = '', text = 'Test report') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n` +
      `3 0 obj\n<< /Length ${text.length + 20} >>\nstream\nBT (${text}) Tj ET\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

/** A PDF 1.5 object stream (Flate-compressed) holding `objects`: where dictionaries hide from a plain byte scan. */
const pdfWithObjectStream = (objects: string) => {
  const packed = zlib.deflateSync(Buffer.from(objects, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.5\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>\nendobj\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
};

const upload = (
  who: Agent,
  fields: { title?: string; category?: string; bytes?: Buffer; name?: string; type?: string },
) =>
  who.post(
    DOCUMENTS_API.documents,
    form({
      title: fields.title,
      category: fields.category,
      file: fields.bytes
        ? file(fields.bytes, fields.name ?? 'document.pdf', fields.type ?? 'application/pdf')
        : undefined,
    }),
  );

const list = async () => {
  const res = await admin.get<DocumentListResponse>(DOCUMENTS_API.documents);
  expect(res.status).toBe(200);
  return res.body.documents;
};

/** The download as a visitor gets it: status, headers, bytes. */
const download = async (href: string) => {
  const res = await fetch(server.url + href);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
};

const stored = () => uploadedFiles(server.publicDir).filter((f) => !f.startsWith('.trash'));

describe('POST /documents', () => {
  it('stores a PDF with its title and category; the download answers application/pdf, a file name from the title and the same bytes', async () => {
    const bytes = pdf('', 'IS 3614 fire test report');
    const res = await upload(admin, {
      title: '  IS 3614 fire test report,  120 minutes ',
      category: 'test report',
      bytes,
      name: 'scan0001.pdf',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.created);
    const doc: DocumentItem = res.body.document;
    expect(doc).toMatchObject({
      title: 'IS 3614 fire test report, 120 minutes',
      category: 'test report',
      mime: 'application/pdf',
      size: bytes.length,
      fileName: 'IS 3614 fire test report, 120 minutes.pdf',
    });
    expect((await list()).map((d) => d._id)).toContain(doc._id);

    const got = await download(doc.href);
    expect(got.status).toBe(200);
    expect(got.type).toBe('application/pdf');
    expect(got.disposition).toContain('attachment; filename="IS 3614 fire test report, 120 minutes.pdf"');
    expect(got.bytes.equals(bytes)).toBe(true);
  });

  it('takes a JPEG scan, served as image/jpeg', async () => {
    const res = await upload(admin, {
      title: 'ISO 9001 certificate (scan)',
      category: 'certificate',
      bytes: await jpeg(400, 300),
      name: 'iso.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(201);
    const got = await download(res.body.document.href);
    expect(got.status).toBe(200);
    expect(got.type).toBe('image/jpeg');
    expect(got.disposition).toContain('filename="ISO 9001 certificate (scan).jpg"');
  });

  it('refuses a missing title, an unknown category and a missing file, storing nothing', async () => {
    const before = { files: stored(), docs: await list() };
    for (const [fields, message] of [
      [{ title: ' ', category: 'certificate', bytes: pdf() }, M.titleRequired],
      [{ title: 'x'.repeat(DOCUMENT_LIMITS.titleMax + 1), category: 'certificate', bytes: pdf() }, M.titleTooLong],
      [{ title: 'Profile', category: 'poster', bytes: pdf() }, M.categoryInvalid],
      [{ title: 'Profile', category: 'brochure' }, M.fileRequired],
    ] as const) {
      const res = await upload(admin, fields);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(stored()).toEqual(before.files);
    expect(await list()).toEqual(before.docs);
  });

  it('refuses an executable named .pdf and PDFs with JavaScript, launch actions or embedded files (415), and an oversize file (413), storing nothing', async () => {
    const before = { files: stored(), docs: await list() };
    const cases: Array<[string, Buffer, number, string]> = [
      ['an executable named .pdf', exe(), 415, M.fileInvalid],
      ['a PDF with /JavaScript', pdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'), 415, M.pdfJavaScript],
      ['a PDF with /JS only', pdf('/AA << /O << /JS 4 0 R >> >>'), 415, M.pdfJavaScript],
      ['a PDF with an escaped /J#61vaScript name', pdf('/OpenAction << /S /J#61vaScript >>'), 415, M.pdfJavaScript],
      [
        'a PDF with JavaScript inside a compressed object stream',
        pdfWithObjectStream('4 0 << /S /JavaScript /JS (app.alert(1)) >>'),
        415,
        M.pdfJavaScript,
      ],
      ['a PDF with /Launch', pdf('/OpenAction << /S /Launch /F (cmd.exe) >>'), 415, M.pdfLaunch],
      [
        'a PDF with /EmbeddedFiles',
        pdf('/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>'),
        415,
        M.pdfEmbeddedFile,
      ],
      ['a PDF with an /EmbeddedFile stream', pdf('/X << /Type /EmbeddedFile >>'), 415, M.pdfEmbeddedFile],
      [
        'a PDF over 20 MB',
        Buffer.concat([
          Buffer.from('%PDF-1.4\n'),
          Buffer.alloc(DOCUMENT_LIMITS.fileMaxBytes, 0x20),
          Buffer.from('\n%%EOF\n'),
        ]),
        413,
        M.fileTooLarge,
      ],
    ];
    for (const [label, bytes, status, message] of cases) {
      const res = await upload(admin, { title: label, category: 'test report', bytes, name: 'report.pdf' });
      expect(res.status, label).toBe(status);
      expect(res.body.message, label).toBe(message);
    }
    expect(stored()).toEqual(before.files);
    expect(await list()).toEqual(before.docs);
  });

  it('accepts a file of exactly 20 MB', async () => {
    const head = Buffer.from('%PDF-1.4\n');
    const tail = Buffer.from('\n%%EOF\n');
    const bytes = Buffer.concat([head, Buffer.alloc(20 * MB - head.length - tail.length, 0x20), tail]);
    const res = await upload(admin, { title: 'Large brochure', category: 'brochure', bytes });
    expect(res.status).toBe(201);
    expect(res.body.document.size).toBe(20 * MB);
    expect((await admin.del(DOCUMENTS_API.document(res.body.document._id))).status).toBe(200);
  });
});

describe('access', () => {
  it('answers anonymous callers 401 and signed-in users without the status flag 403; the download is public', async () => {
    const [doc] = await list();
    const anonymous = new Agent(server.url);
    const plain = await createUser(admin, { 'add-client': true });
    for (const who of [anonymous, plain.agent]) {
      const expected = who === anonymous ? 401 : 403;
      expect((await who.get(DOCUMENTS_API.documents)).status).toBe(expected);
      expect((await who.get(DOCUMENTS_API.document(doc._id))).status).toBe(expected);
      expect((await who.put(DOCUMENTS_API.document(doc._id), { title: 'Hacked' })).status).toBe(expected);
      expect((await who.del(DOCUMENTS_API.document(doc._id))).status).toBe(expected);
    }
    // Anonymous multipart bodies are refused before they are read; a signed-in non-status user is refused by the route.
    expect((await upload(anonymous, { title: 'X', category: 'other', bytes: pdf() })).status).toBe(401);
    expect((await upload(plain.agent, { title: 'X', category: 'other', bytes: pdf() })).status).toBe(403);
    expect((await list()).find((d) => d._id === doc._id)?.title).toBe(doc.title);
    expect((await download(doc.href)).status).toBe(200);
  });
});

describe('PUT and DELETE /documents/:id', () => {
  it('edits the title and category (JSON), refusing bad values without a change', async () => {
    const created = (await upload(admin, { title: 'Profile 2025', category: 'other', bytes: pdf() })).body
      .document as DocumentItem;
    const bad = await admin.put(DOCUMENTS_API.document(created._id), { category: 'poster' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.categoryInvalid);
    const res = await admin.put(DOCUMENTS_API.document(created._id), {
      title: 'Company profile 2026',
      category: 'brochure',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: M.updated,
      document: { title: 'Company profile 2026', category: 'brochure', size: created.size },
    });
    expect((await admin.get(DOCUMENTS_API.document(created._id))).body.document.title).toBe('Company profile 2026');
    expect((await download(created.href)).disposition).toContain('filename="Company profile 2026.pdf"');
    expect((await admin.put(DOCUMENTS_API.document('nope'), { title: 'X' })).status).toBe(404);
  });

  it('replaces the file (multipart); the previous file waits in the Trash', async () => {
    const first = pdf('', 'Edition one');
    const created = (await upload(admin, { title: 'BS 476 report', category: 'test report', bytes: first })).body
      .document as DocumentItem;
    const refused = await admin.put(
      DOCUMENTS_API.document(created._id),
      form({ title: 'BS 476 report', file: file(pdf('/OpenAction << /S /Launch >>'), 'r.pdf') }),
    );
    expect(refused.status).toBe(415);
    expect((await download(created.href)).bytes.equals(first)).toBe(true);

    const second = pdf('', 'Edition two, revised');
    const res = await admin.put(
      DOCUMENTS_API.document(created._id),
      form({ title: 'BS 476 report (2026)', file: file(second, 'r.pdf') }),
    );
    expect(res.status).toBe(200);
    expect(res.body.document).toMatchObject({
      title: 'BS 476 report (2026)',
      category: 'test report',
      size: second.length,
    });
    expect((await download(created.href)).bytes.equals(second)).toBe(true);
    const trash: TrashItem[] = (await admin.get(API.trash)).body;
    const previous = trash.find((t) => t.label === 'BS 476 report (previous file)');
    expect(previous).toMatchObject({ kind: 'document', fileCount: 1 });
    // Restoring it brings the old file back as a document of its own.
    const restored = await admin.post(API.restoreTrash(previous!._id));
    expect(restored.status).toBe(200);
    const back = (await list()).find((d) => d._id === restored.body.restoredId)!;
    expect(back.title).toBe('BS 476 report (previous file)');
    expect((await download(back.href)).bytes.equals(first)).toBe(true);
  });

  it('moves a document to the Trash: its download and file leave public reach, the page drops it; restore brings it back byte-identical', async () => {
    const bytes = pdf('', 'Fire door certificate of conformity');
    const doc = (await upload(admin, { title: 'Certificate of conformity', category: 'certificate', bytes })).body
      .document as DocumentItem;
    const filesBefore = stored();
    const removed = await admin.del(DOCUMENTS_API.document(doc._id));
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: M.removed, trashId: expect.any(String) });

    expect((await download(doc.href)).status).toBe(404);
    expect((await list()).map((d) => d._id)).not.toContain(doc._id);
    const gone = filesBefore.filter((f) => !stored().includes(f));
    expect(gone).toHaveLength(1);
    expect((await fetch(`${server.url}/uploads/${gone[0]}`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/certifications`)).text()).not.toContain('Certificate of conformity');
    const item = ((await admin.get(API.trash)).body as TrashItem[]).find((t) => t._id === removed.body.trashId);
    expect(item).toMatchObject({
      kind: 'document',
      label: 'Certificate of conformity',
      context: 'Certificate',
      fileCount: 1,
    });

    const restored = await admin.post(API.restoreTrash(removed.body.trashId));
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ kind: 'document', restoredId: doc._id });
    const got = await download(doc.href);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(bytes)).toBe(true);
    expect(stored()).toEqual(filesBefore);
    expect(await (await fetch(`${server.url}/certifications`)).text()).toContain('Certificate of conformity');
  });
});

describe('/certifications', () => {
  it('lists every document under its category with its download link, and is in the sitemap with a lastmod', async () => {
    const docs = await list();
    const html = await (await fetch(`${server.url}/certifications`)).text();
    for (const heading of ['Certificates', 'Test reports', 'Brochures']) expect(html).toContain(`>${heading}</h2>`);
    for (const doc of docs) {
      expect(html).toContain(doc.title.replace(/&/g, '&amp;'));
      expect(html).toContain(`href="${doc.href}"`);
    }
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/certifications<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}/);
  });

  it('shows an empty state when there are no documents', async () => {
    for (const doc of await list()) expect((await admin.del(DOCUMENTS_API.document(doc._id))).status).toBe(200);
    const res = await fetch(`${server.url}/certifications`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('No documents published yet');
    expect(html).toContain(M.empty);
  });
});
