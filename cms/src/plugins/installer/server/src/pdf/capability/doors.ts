import { DOOR_LEAF_LABELS, DOOR_MATERIAL_LABELS, leafSize, minutesPhrase, type DoorType } from '@portfolio/contract';
import { h } from '../render';
import { COLORS, base } from '../styles';
import { day, type CapabilityContent, type PageParts, type Pdf } from './parts';

/** The fire-door range on a page of its own (backed ratings only); null when the statement has none. */
export const doorRangePage = ({ Page, Text, View }: Pdf, c: CapabilityContent, { footer, sectionTitle }: PageParts) => {
  const cell = (text: string, width: number | string, bold = false) =>
    h(Text, { style: { width, paddingRight: 6, ...(bold ? { fontWeight: 600 } : {}) } }, text);
  const doorType = (t: DoorType) =>
    h(
      View,
      {
        key: t._id,
        wrap: false,
        style: { marginBottom: 18, borderWidth: 1, borderColor: COLORS.line, borderRadius: 3 },
      },
      h(
        View,
        { style: { backgroundColor: COLORS.panel, paddingHorizontal: 12, paddingVertical: 9 } },
        h(Text, { style: { fontSize: 12.5, fontWeight: 700 } }, t.name),
        h(
          Text,
          { style: base.small },
          [
            DOOR_MATERIAL_LABELS[t.material],
            DOOR_LEAF_LABELS[t.leafConfiguration].toLowerCase(),
            minutesPhrase(t.ratings.map((r) => r.minutes)),
            t.standards.length ? `tested to ${t.standards.join(' and ')}` : null,
          ]
            .filter(Boolean)
            .join(' · '),
        ),
        t.summary ? h(Text, { style: { marginTop: 4 } }, t.summary) : null,
        t.acoustic || t.leadLined
          ? h(
              Text,
              { style: { marginTop: 2, fontSize: 9 } },
              [t.acoustic && `Acoustic: ${t.acoustic}`, t.leadLined && `Lead-lined: ${t.leadLined}`]
                .filter(Boolean)
                .join(' · '),
            )
          : null,
      ),
      h(
        View,
        {
          style: {
            flexDirection: 'row',
            paddingHorizontal: 12,
            paddingVertical: 5,
            fontSize: 8,
            color: COLORS.muted,
            textTransform: 'uppercase',
          },
        },
        cell('Rating', 60),
        cell('Largest leaf', 100),
        cell('Glazing', 70),
        cell('Backed by', '50%'),
      ),
      ...t.ratings.map((r) =>
        h(
          View,
          {
            key: r.minutes,
            style: {
              flexDirection: 'row',
              paddingHorizontal: 12,
              paddingVertical: 5,
              borderTopWidth: 0.5,
              borderTopColor: COLORS.line,
              fontSize: 9,
            },
          },
          cell(`${r.minutes} minutes`, 60, true),
          cell(leafSize(r) ?? 'On request', 100),
          cell(r.glazing ? 'Vision panel' : 'None', 70),
          h(
            View,
            { style: { width: '50%' } },
            ...r.documents.map((d) =>
              h(
                Text,
                { key: d._id },
                `${d.title}${d.issuer ? ` (${d.issuer}${d.issuedOn ? `, ${day(d.issuedOn)}` : ''})` : ''}`,
              ),
            ),
          ),
        ),
      ),
    );
  return c.doorRange.length
    ? h(
        Page,
        { size: 'A4', style: { ...base.page, paddingHorizontal: 48 } },
        sectionTitle('Fire doors', 'The tested range'),
        h(
          Text,
          { style: { ...base.muted, marginBottom: 14 } },
          'Every rating below is backed by a fire test report or certificate in date; the reports are on our Certifications page.',
        ),
        ...c.doorRange.map(doorType),
        footer,
      )
    : null;
};
