/**
 * A small, valid one-page PDF (A4) with real text, for the demo documents: a heading, a few lines and
 * a footer in Helvetica, built by hand (objects, cross-reference table and trailer with exact offsets).
 */
const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');

export const demoPdf = (title: string, lines: string[]): Buffer => {
  const text = [
    'BT /F2 20 Tf 56 770 Td',
    `(${escape(title)}) Tj`,
    'ET',
    '0.79 0.51 0.10 RG 2 w 56 752 m 539 752 l S',
    'BT /F1 11 Tf 56 720 Td 16 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
    'BT /F1 9 Tf 56 48 Td (Demo document generated for the sample site. Not a real certificate.) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (Buildcraft demo seed) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};
