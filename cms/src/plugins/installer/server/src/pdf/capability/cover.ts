import { h } from '../render';
import { COLORS, base } from '../styles';
import { day, type CapabilityContent, type Pdf } from './parts';

/** The cover: company and the statement's subject, key figures, office, contacts, registered details. */
export const coverPage = ({ Page, Text, View }: Pdf, c: CapabilityContent) =>
  h(
    Page,
    { size: 'A4', style: { ...base.page, padding: 0 } },
    h(
      View,
      {
        style: {
          backgroundColor: COLORS.ink,
          color: COLORS.white,
          paddingHorizontal: 48,
          paddingTop: 56,
          paddingBottom: 40,
          height: 430,
        },
      },
      h(
        Text,
        { style: { fontSize: 9, textTransform: 'uppercase', color: COLORS.accent, fontWeight: 600 } },
        'Capability statement',
      ),
      h(Text, { style: { fontSize: 30, fontWeight: 700, marginTop: 14, lineHeight: 1.15 } }, c.company),
      c.tagline ? h(Text, { style: { fontSize: 11, color: '#c5ccd4', marginTop: 6 } }, c.tagline) : null,
      h(View, { style: { flexGrow: 1 } }),
      h(View, { style: { width: 48, height: 4, backgroundColor: COLORS.accent, marginBottom: 14 } }),
      h(Text, { style: { fontSize: 24, fontWeight: 600, lineHeight: 1.2 } }, c.title),
      h(Text, { style: { fontSize: 10.5, color: '#c5ccd4', marginTop: 8, maxWidth: 400 } }, c.intro),
    ),
    h(
      View,
      {
        style: {
          flexDirection: 'row',
          paddingHorizontal: 48,
          marginTop: -1,
          backgroundColor: COLORS.panel,
          paddingVertical: 22,
        },
      },
      ...c.figures.map(([label, value], i) =>
        h(
          View,
          {
            key: label,
            style: { flex: 1, paddingLeft: i ? 14 : 0, borderLeftWidth: i ? 1 : 0, borderLeftColor: COLORS.line },
          },
          h(Text, { style: { fontSize: 22, fontWeight: 700, color: COLORS.ink, lineHeight: 1.3 } }, value),
          h(Text, { style: { fontSize: 8.5, color: COLORS.muted, marginTop: 4 } }, label),
        ),
      ),
    ),
    h(
      View,
      { style: { flexDirection: 'row', paddingHorizontal: 48, paddingTop: 28 } },
      h(
        View,
        { style: { flex: 1, paddingRight: 18 } },
        h(Text, { style: coverLabel }, 'Office'),
        ...(c.address.length ? c.address : ['—']).map((line, i) => h(Text, { key: i }, line)),
      ),
      h(
        View,
        { style: { flex: 1, paddingRight: 18 } },
        h(Text, { style: coverLabel }, 'Contact'),
        ...(c.contacts.length ? c.contacts : [['', '—'] as [string, string]]).map(([label, value]) =>
          h(Text, { key: label }, label ? `${label}: ${value}` : value),
        ),
      ),
      c.registered.length
        ? h(
            View,
            { style: { flex: 1 } },
            h(Text, { style: coverLabel }, 'Registered details'),
            ...c.registered.map(([label, value]) => h(Text, { key: label }, `${label}: ${value}`)),
          )
        : null,
    ),
    h(
      Text,
      { style: { position: 'absolute', bottom: 28, left: 48, right: 48, fontSize: 8, color: COLORS.muted } },
      `Issued ${day(c.madeOn)}. ${c.figuresNote}`,
    ),
  );

const coverLabel = {
  fontSize: 8,
  textTransform: 'uppercase',
  color: COLORS.accentDark,
  fontWeight: 600,
  marginBottom: 4,
} as const;
