import { h, reactPdf } from '../pdf/render';
import { COLORS, base } from '../pdf/styles';

/**
 * What the demo's documents are made of (test reports, certificates, a project's completion
 * certificate and work order), with @react-pdf/renderer: a footer on every page that says it is a
 * demo document, headings, ruled tables, signature lines and a title block.
 */
const DEMO_NOTE = 'Demo document generated for the sample site. Not a real document.';

/** The demo company as its documents name it (the demo settings' legal name and registered office). */
export const DEMO_CONTRACTOR =
  'Buildcraft Interiors & Infra Private Limited, No. 42, 3rd Cross, Peenya Industrial Area, Bengaluru 560058';

export const demoPdfParts = async () => {
  const pdf = await reactPdf();
  const { Text, View } = pdf;
  const footer = (label: string) =>
    h(
      View,
      { style: base.footer, fixed: true },
      h(Text, null, `${label} · ${DEMO_NOTE}`),
      h(Text, {
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          `Page ${pageNumber} of ${totalPages}`,
      }),
    );
  const heading = (text: string) => h(Text, { style: { ...base.h2, color: COLORS.ink } }, text);
  const table = (rows: string[][], widths: (string | number)[], head = true) =>
    h(
      View,
      { style: { borderWidth: 0.5, borderColor: COLORS.line, marginBottom: 10 } },
      ...rows.map((row, r) =>
        h(
          View,
          {
            key: r,
            wrap: false,
            style: {
              flexDirection: 'row',
              borderTopWidth: r ? 0.5 : 0,
              borderTopColor: COLORS.line,
              backgroundColor: head && r === 0 ? COLORS.panel : undefined,
            },
          },
          ...row.map((cell, c) =>
            h(
              Text,
              {
                key: c,
                style: {
                  width: widths[c],
                  padding: 5,
                  fontSize: 9,
                  ...(head && r === 0 ? { fontWeight: 600 } : c === 0 ? { color: COLORS.muted } : {}),
                },
              },
              cell,
            ),
          ),
        ),
      ),
    );
  const signatures = (names: [string, string][]) =>
    h(
      View,
      { wrap: false, style: { flexDirection: 'row', marginTop: 28 } },
      ...names.map(([role, name]) =>
        h(
          View,
          { key: role, style: { flex: 1, marginRight: 24 } },
          h(View, { style: { borderBottomWidth: 1, borderBottomColor: COLORS.ink, height: 34, marginBottom: 4 } }),
          h(Text, { style: { fontWeight: 600 } }, name),
          h(Text, { style: base.small }, role),
        ),
      ),
    );
  /** The first page's head: who issued it, what kind of document, its title, its particulars. */
  const titleBlock = (issuer: string, eyebrow: string, title: string, facts: [string, string][]) =>
    h(
      View,
      { style: { borderBottomWidth: 3, borderBottomColor: COLORS.accent, paddingBottom: 12, marginBottom: 14 } },
      h(Text, { style: { ...base.small, textTransform: 'uppercase', letterSpacing: 1 } }, issuer),
      h(Text, { style: { fontSize: 9, color: COLORS.accentDark, fontWeight: 600, marginTop: 8 } }, eyebrow),
      h(Text, { style: { ...base.h1, lineHeight: 1.25 } }, title),
      table(facts, ['32%', '68%'], false),
    );
  return { ...pdf, footer, heading, table, signatures, titleBlock };
};
