import QRCode from 'qrcode';
import { DOOR_VERDICT_LABELS, formatDate, type DoorSet } from '@portfolio/contract';
import { h, reactPdf } from '../pdf/render';
import { COLORS, base } from '../pdf/styles';

/** Millimetres in PDF points. */
const mm = (value: number) => (value * 72) / 25.4;

/**
 * Standard A4 label stock: 21 labels of 63.5 × 38.1 mm, 3 across and 7 down (Avery L7160 and its
 * equivalents): 15.15 mm top margin, 7.2 mm side margins, 2.5 mm between columns.
 */
export const LABEL_STOCK = {
  name: 'A4, 21 labels 63.5 × 38.1 mm (L7160)',
  columns: 3,
  rows: 7,
  width: 63.5,
  height: 38.1,
  top: 15.15,
  left: 7.2,
  gap: 2.5,
} as const;

export interface SheetLabel {
  labelId: string;
  minutes: number;
  /** What the QR code holds: the label's verify page. */
  url: string;
}

/** QR codes as PNG data URLs (error correction M: readable with a scuffed corner). */
const qrPng = (text: string) => QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 360 });

/** The label sheet: per label its QR code, id, rating and the company's name, on the stock's grid. */
export const labelSheet = async ({ company, labels }: { company: string; labels: SheetLabel[] }) => {
  const { Document, Page, Text, View, Image } = await reactPdf();
  const s = LABEL_STOCK;
  const perPage = s.columns * s.rows;
  const pages: SheetLabel[][] = [];
  for (let i = 0; i < labels.length; i += perPage) pages.push(labels.slice(i, i + perPage));
  const codes = await Promise.all(labels.map((label) => qrPng(label.url)));
  const qr = new Map(labels.map((label, i) => [label.labelId, codes[i]]));
  const qrSize = mm(30);
  return h(
    Document,
    { title: `Fire-door labels: ${company}`, author: company, creator: company, producer: company },
    ...pages.map((page, p) =>
      h(
        Page,
        { key: p, size: 'A4', style: { fontFamily: base.page.fontFamily, color: COLORS.ink } },
        ...page.map((label, i) => {
          const column = i % s.columns;
          const row = Math.floor(i / s.columns);
          return h(
            View,
            {
              key: label.labelId,
              style: {
                position: 'absolute',
                left: mm(s.left + column * (s.width + s.gap)),
                top: mm(s.top + row * s.height),
                width: mm(s.width),
                height: mm(s.height),
                flexDirection: 'row',
                alignItems: 'center',
                paddingHorizontal: mm(3),
              },
            },
            h(Image, { src: qr.get(label.labelId)!, style: { width: qrSize, height: qrSize } }),
            h(
              View,
              { style: { marginLeft: mm(2.5), flexGrow: 1, flexShrink: 1 } },
              h(Text, { style: { fontSize: 6.5, color: COLORS.muted, textTransform: 'uppercase' } }, 'Fire door'),
              h(Text, { style: { fontSize: 14, fontWeight: 700, marginTop: 1 } }, `${label.minutes} min`),
              h(Text, { style: { fontSize: 7.5, fontWeight: 700, marginTop: 3 } }, label.labelId),
              h(Text, { style: { fontSize: 6.5, marginTop: 3, color: COLORS.muted } }, company),
              h(Text, { style: { fontSize: 5.5, marginTop: 2, color: COLORS.muted } }, 'Scan to verify'),
            ),
          );
        }),
      ),
    ),
  );
};

const resultWord = (door: DoorSet) => (door.lastResult ? (door.lastResult === 'pass' ? 'Pass' : 'Fail') : '');
const day = (value: string | null) => (value ? formatDate(value) : '');

/** The door schedule's columns, one source for the PDF and the CSV. */
export const SCHEDULE_COLUMNS: [string, (door: DoorSet) => string][] = [
  ['Label', (d) => d.labelId],
  ['Location', (d) => d.location ?? ''],
  ['Door type', (d) => d.doorType?.name ?? ''],
  ['Rating', (d) => `${d.minutes} min`],
  ['Last inspection', (d) => day(d.lastInspectedOn)],
  ['Result', resultWord],
  ['Open defects', (d) => String(d.openDefects)],
  ['Next due', (d) => day(d.nextDueOn)],
  ['Status', (d) => DOOR_VERDICT_LABELS[d.verdict]],
];

/** One CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const scheduleCsv = (doors: DoorSet[]) =>
  [SCHEDULE_COLUMNS.map(([name]) => name), ...doors.map((door) => SCHEDULE_COLUMNS.map(([, of]) => of(door)))]
    .map((row) => row.map(csvField).join(','))
    .join('\r\n') + '\r\n';

const WIDTHS = ['13%', '21%', '13%', '7%', '10%', '6%', '7%', '10%', '13%'];

/** The door schedule of a project: every door with its location, type, rating, inspections and status. */
export const schedulePdf = async ({
  company,
  project,
  doors,
  madeOn,
}: {
  company: string;
  project: string;
  doors: DoorSet[];
  madeOn: string;
}) => {
  const { Document, Page, Text, View } = await reactPdf();
  const cell = (text: string, i: number, style: object = {}) =>
    h(Text, { key: i, style: { width: WIDTHS[i], paddingVertical: 4, paddingHorizontal: 3, ...style } }, text);
  return h(
    Document,
    { title: `Door schedule: ${project}`, author: company, creator: company, producer: company },
    h(
      Page,
      { size: 'A4', orientation: 'landscape', style: { ...base.page, fontSize: 8, paddingHorizontal: 28 } },
      h(
        View,
        { style: { borderBottomWidth: 3, borderBottomColor: COLORS.accent, paddingBottom: 8, marginBottom: 10 } },
        h(Text, { style: { ...base.small, textTransform: 'uppercase', letterSpacing: 1 } }, 'Fire-door schedule'),
        h(Text, { style: { fontSize: 18, fontWeight: 700, lineHeight: 1.3, marginVertical: 2 } }, project),
        h(
          Text,
          { style: { ...base.muted, fontSize: 9, lineHeight: 1.4 } },
          `${company} · ${doors.length} ${doors.length === 1 ? 'door' : 'doors'} · ${formatDate(madeOn)}`,
        ),
      ),
      h(
        View,
        { fixed: true, style: { flexDirection: 'row', backgroundColor: COLORS.panel, fontWeight: 700 } },
        ...SCHEDULE_COLUMNS.map(([name], i) => cell(name, i)),
      ),
      ...doors.map((door) =>
        h(
          View,
          {
            key: door.labelId,
            wrap: false,
            style: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: COLORS.line },
          },
          ...SCHEDULE_COLUMNS.map(([, of], i) =>
            cell(
              of(door),
              i,
              i === 8 && door.verdict !== 'valid'
                ? { color: COLORS.no, fontWeight: 700 }
                : i === 0
                  ? { fontWeight: 600 }
                  : {},
            ),
          ),
        ),
      ),
      doors.length ? null : h(Text, { style: { marginTop: 12 } }, 'No doors are recorded on this project yet.'),
    ),
  );
};
