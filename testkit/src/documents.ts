import zlib from 'node:zlib';

/** Minimal real documents for CV tests: a PDF, a Word 97 .doc (OLE2 with a WordDocument stream), a .docx (ZIP). */
export const pdf = (text = 'Curriculum vitae') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\n` +
      `${'x'.repeat(200)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** A ZIP with STORED (uncompressed) entries, written by hand: local headers, central directory, end record. */
export const zip = (entries: Record<string, string | Buffer>) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

/** A .docx: the three parts Word needs, plus `parts` (added or replacing them). */
export const docx = (parts: Record<string, string | Buffer> = {}) =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml':
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
    ...parts,
  });

/** A relationships part (`word/_rels/settings.xml.rels`...) with the given relationships. */
export const rels = (...relationships: Array<{ id?: string; type: string; target: string; external?: boolean }>) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships
    .map(
      (r, i) =>
        `<Relationship Id="${r.id ?? `rId${i + 1}`}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${r.type}" Target="${r.target}"${r.external ? ' TargetMode="External"' : ''}/>`,
    )
    .join('')}</Relationships>`;

export interface OleEntry {
  name: string;
  type: 'storage' | 'stream';
}

/**
 * A minimal OLE2 compound file (version 3, 512-byte sectors): the header, one FAT sector and the
 * directory (a root entry, then `entries` as siblings). Enough for a reader of the directory;
 * the streams hold no data.
 */
export const ole2 = (entries: OleEntry[]) => {
  const SECTOR = 512;
  const FREE = 0xffffffff;
  const END = 0xfffffffe;
  const all = [
    { name: 'Root Entry', type: 5 },
    ...entries.map((e) => ({ name: e.name, type: e.type === 'storage' ? 1 : 2 })),
  ];
  const dirSectors = Math.ceil(all.length / 4);
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(0x1000, 0x38);
  header.writeUInt32LE(END, 0x3c);
  header.writeUInt32LE(END, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 is the FAT itself
  for (let i = 0; i < dirSectors; i++) fat.writeUInt32LE(i === dirSectors - 1 ? END : i + 2, (i + 1) * 4);
  const directory = Buffer.alloc(dirSectors * SECTOR);
  all.forEach((entry, i) => {
    const at = i * 128;
    const name = Buffer.from(`${entry.name}\0`, 'utf16le');
    name.copy(directory, at, 0, Math.min(64, name.length));
    directory.writeUInt16LE(Math.min(64, name.length), at + 0x40);
    directory[at + 0x42] = entry.type;
    directory[at + 0x43] = 1;
    directory.writeUInt32LE(FREE, at + 0x44);
    directory.writeUInt32LE(i > 0 && i < all.length - 1 ? i + 1 : FREE, at + 0x48);
    directory.writeUInt32LE(i === 0 && all.length > 1 ? 1 : FREE, at + 0x4c);
    directory.writeUInt32LE(END, at + 0x74);
  });
  return Buffer.concat([header, fat, directory]);
};

/** A Word 97-2003 .doc: a compound file with a WordDocument stream (and `extra` entries: macros, packages...). */
export const doc = (extra: OleEntry[] = []) =>
  ole2([
    { name: 'WordDocument', type: 'stream' },
    { name: '1Table', type: 'stream' },
    { name: '\x05SummaryInformation', type: 'stream' },
    ...extra,
  ]);

/** What Word writes for a document with a VBA project: Macros/VBA/_VBA_PROJECT, dir, ThisDocument, PROJECT. */
export const VBA_ENTRIES: OleEntry[] = [
  { name: 'Macros', type: 'storage' },
  { name: 'VBA', type: 'storage' },
  { name: '_VBA_PROJECT', type: 'stream' },
  { name: 'dir', type: 'stream' },
  { name: 'ThisDocument', type: 'stream' },
  { name: 'PROJECT', type: 'stream' },
];

/** An OLE package (what Word embeds for a file dropped into a document, an .exe too): ObjectPool holding an Ole10Native stream. */
export const PACKAGE_ENTRIES: OleEntry[] = [
  { name: 'ObjectPool', type: 'storage' },
  { name: '_1234567890', type: 'storage' },
  { name: '\x01Ole10Native', type: 'stream' },
  { name: '\x01CompObj', type: 'stream' },
];

/** A Windows executable's first bytes (MZ header, PE signature), to be named cv.pdf. */
export const exe = () => {
  const bytes = Buffer.alloc(4096);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return bytes;
};

/** A multipart body with an exact length (fetch would stream FormData without a Content-Length). */
export const multipart = async (form: FormData) => {
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
};

/** PDF filter encoders (ISO 32000-1 §7.4), for fixtures that hide their content the ways real files can. */
export const pdfFilters = {
  FlateDecode: (data: Buffer) => zlib.deflateSync(data),
  ASCIIHexDecode: (data: Buffer) => Buffer.from(`${data.toString('hex').replace(/(.{64})/g, '$1\n')}>`, 'latin1'),
  ASCII85Decode: (data: Buffer) => {
    let out = '';
    for (let i = 0; i < data.length; i += 4) {
      const group = data.subarray(i, i + 4);
      const padded = Buffer.concat([group, Buffer.alloc(4 - group.length)]);
      let value = padded.readUInt32BE(0);
      if (value === 0 && group.length === 4) {
        out += 'z';
        continue;
      }
      const digits: string[] = [];
      for (let k = 0; k < 5; k++) {
        digits.unshift(String.fromCharCode((value % 85) + 33));
        value = Math.floor(value / 85);
      }
      out += digits.slice(0, group.length + 1).join('');
    }
    return Buffer.from(`${out}~>`, 'latin1');
  },
  RunLengthDecode: (data: Buffer) => {
    const parts: Buffer[] = [];
    for (let i = 0; i < data.length; i += 128) {
      const run = data.subarray(i, i + 128);
      parts.push(Buffer.from([run.length - 1]), run);
    }
    return Buffer.concat([...parts, Buffer.from([128])]);
  },
  /** LZW with the PDF default EarlyChange 1 (short data: the codes stay 9 bits wide). */
  LZWDecode: (data: Buffer) => {
    const codes: number[] = [256];
    const table = new Map<string, number>();
    for (let c = 0; c < 256; c++) table.set(String.fromCharCode(c), c);
    let next = 258;
    let word = '';
    for (const byte of data) {
      const joined = word + String.fromCharCode(byte);
      if (table.has(joined)) word = joined;
      else {
        codes.push(table.get(word)!);
        table.set(joined, next++);
        word = String.fromCharCode(byte);
      }
    }
    if (word) codes.push(table.get(word)!);
    codes.push(257);
    if (next > 500) throw new Error('pdfFilters.LZWDecode writes 9-bit codes only: keep the data short');
    let bits = '';
    for (const code of codes) bits += code.toString(2).padStart(9, '0');
    bits = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
    return Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  },
};
export type PdfFilter = keyof typeof pdfFilters;

/** A stream object's data encoded through `filters` (applied in reverse, so a reader decodes them in order) and the dictionary entry naming them. */
export const filtered = (text: string | Buffer, filters: PdfFilter[], extraDict = '') => {
  let data = Buffer.isBuffer(text) ? text : Buffer.from(text, 'latin1');
  for (const filter of [...filters].reverse()) data = pdfFilters[filter](data);
  const names = filters.map((f) => `/${f}`).join(' ');
  return {
    dict: `${filters.length > 1 ? `/Filter [${names}]` : filters.length ? `/Filter ${names}` : ''} ${extraDict}`,
    data,
  };
};

/**
 * A PDF of numbered objects: 1 the catalog (with `catalog` added to its dictionary), 2 the page
 * tree, then `objects` from 3 on (a string is a plain object, `{ dict, data }` a stream).
 */
export const pdfOf = (objects: Array<string | { dict: string; data: Buffer }>, catalog = '') => {
  const parts: Buffer[] = [
    Buffer.from(
      `%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n`,
      'latin1',
    ),
  ];
  objects.forEach((object, i) => {
    const n = i + 3;
    if (typeof object === 'string') parts.push(Buffer.from(`${n} 0 obj\n${object}\nendobj\n`, 'latin1'));
    else
      parts.push(
        Buffer.from(`${n} 0 obj\n<< ${object.dict} /Length ${object.data.length} >>\nstream\n`, 'latin1'),
        object.data,
        Buffer.from('\nendstream\nendobj\n', 'latin1'),
      );
  });
  parts.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'));
  return Buffer.concat(parts);
};

/** An object stream (PDF 1.5) holding one object, `3 0 obj`'s dictionary `dictionary`: where a reader finds what the catalog points at. */
export const objectStream = (dictionary: string, filters: PdfFilter[]) => {
  const body = `4 0 ${dictionary}`;
  return filtered(body, filters, `/Type /ObjStm /N 1 /First 4`);
};

/** An XFA form (the XML Acrobat renders instead of the PDF's pages) whose template holds a script. */
export const xfaWithScript = `<?xml version="1.0" encoding="UTF-8"?><xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"><subform name="form1"><event activity="initialize"><script contentType="application/x-javascript">app.alert(1)</script></event></subform></template></xdp:xdp>`;
