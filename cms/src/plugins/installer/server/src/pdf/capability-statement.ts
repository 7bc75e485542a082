import {
  DOOR_LEAF_LABELS,
  DOOR_MATERIAL_LABELS,
  formatIndianNumber,
  formatLongDate,
  leafSize,
  minutesPhrase,
  type DoorType,
} from '@portfolio/contract';
import { h, reactPdf } from './render';
import { COLORS, base } from './styles';

type PdfImage = { data: Buffer; format: 'jpg' } | null;

export interface CapabilityProject {
  id: string;
  name: string;
  client: string;
  facts: [string, string][];
  valueBand: string | null;
  photo: PdfImage;
}

export interface CapabilityContent {
  company: string;
  tagline: string | null;
  /** "Design and Build", "Healthcare projects", "Company profile". */
  title: string;
  intro: string;
  address: string[];
  contacts: [string, string][];
  registered: [string, string][];
  figures: [string, string][];
  /** Under the cover: which figures are stated (and when), which computed. */
  figuresNote: string;
  projects: CapabilityProject[];
  logos: { name: string; image: PdfImage }[];
  certificates: { title: string; category: string; issuer: string | null; validUntil: string | null }[];
  /** The fire-door range (backed ratings only), on a page of its own: the fire-doors and company statements. */
  doorRange: DoorType[];
  madeOn: string;
}

/** A calendar day ('YYYY-MM-DD') as "5 March 2026". */
const day = (iso: string) => formatLongDate(iso);
export const figure = (n: number) => formatIndianNumber(Math.round(n));

/**
 * A capability statement as a designed A4 document: a cover (company, the service or
 * sector, key figures, address and registered details), selected projects two to a row with a photo,
 * key facts and a value band, the client logo wall, certificates and test reports, and a contact call.
 */
export const capabilityStatement = async (c: CapabilityContent) => {
  const { Document, Page, Text, View, Image } = await reactPdf();
  const footer = h(
    View,
    { style: base.footer, fixed: true },
    h(Text, null, `${c.company} · Capability statement · ${c.title}`),
    h(Text, {
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
        `${pageNumber} / ${totalPages}`,
    }),
  );
  const sectionTitle = (eyebrow: string, title: string) =>
    h(
      View,
      { style: { marginBottom: 12, marginTop: 4 }, minPresenceAhead: 120 },
      h(
        Text,
        { style: { fontSize: 8, textTransform: 'uppercase', color: COLORS.accentDark, fontWeight: 600 } },
        eyebrow,
      ),
      h(Text, { style: { fontSize: 18, fontWeight: 700, marginTop: 2, lineHeight: 1.3 } }, title),
      h(View, { style: { width: 36, height: 3, backgroundColor: COLORS.accent, marginTop: 8 } }),
    );

  const cover = h(
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

  const projectCard = (p: CapabilityProject) =>
    h(
      View,
      {
        key: p.id,
        wrap: false,
        style: { width: '48.5%', marginBottom: 16, borderWidth: 1, borderColor: COLORS.line, borderRadius: 3 },
      },
      p.photo
        ? h(Image, {
            src: p.photo,
            style: { width: '100%', height: 140, objectFit: 'cover', borderTopLeftRadius: 3, borderTopRightRadius: 3 },
          })
        : h(View, { style: { height: 140, backgroundColor: COLORS.panel } }),
      h(
        View,
        { style: { padding: 10 } },
        h(Text, { style: { fontSize: 11.5, fontWeight: 700, lineHeight: 1.25 } }, p.name),
        p.client ? h(Text, { style: { ...base.muted, marginBottom: 5 } }, p.client) : null,
        ...p.facts.map(([label, value]) =>
          h(
            View,
            { key: label, style: { flexDirection: 'row', fontSize: 8.5, marginTop: 1.5 } },
            h(Text, { style: { width: 62, color: COLORS.muted } }, label),
            h(Text, { style: { flex: 1 } }, value),
          ),
        ),
        p.valueBand
          ? h(
              View,
              { style: { flexDirection: 'row', marginTop: 6 } },
              h(
                Text,
                {
                  style: {
                    fontSize: 8.5,
                    fontWeight: 600,
                    color: COLORS.accentDark,
                    backgroundColor: '#f8ecd8',
                    paddingHorizontal: 6,
                    paddingVertical: 2,
                    borderRadius: 2,
                  },
                },
                `Contract value: ${p.valueBand}`,
              ),
            )
          : null,
      ),
    );

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
  const fireDoors = c.doorRange.length
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

  const body = h(
    Page,
    { size: 'A4', style: { ...base.page, paddingHorizontal: 48 } },
    sectionTitle('Selected projects', c.projects.length ? `${c.title}: recent completed work` : 'Selected projects'),
    c.projects.length
      ? h(
          View,
          { style: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' } },
          ...c.projects.map(projectCard),
        )
      : h(
          Text,
          { style: { ...base.muted, marginBottom: 16 } },
          'Completed projects will be listed here as they are published.',
        ),
    c.logos.length
      ? h(
          View,
          { wrap: false, style: { marginTop: 8 } },
          sectionTitle('Clients', 'Trusted by'),
          h(
            View,
            { style: { flexDirection: 'row', flexWrap: 'wrap' } },
            ...c.logos.map((l) =>
              h(
                View,
                {
                  key: l.name,
                  style: {
                    width: '20%',
                    height: 56,
                    padding: 8,
                    alignItems: 'center',
                    justifyContent: 'center',
                    borderWidth: 0.5,
                    borderColor: COLORS.line,
                  },
                },
                l.image
                  ? h(Image, { src: l.image, style: { maxWidth: '100%', maxHeight: 34, objectFit: 'contain' } })
                  : h(Text, { style: { fontSize: 8, textAlign: 'center', color: COLORS.muted } }, l.name),
              ),
            ),
          ),
        )
      : null,
    c.certificates.length
      ? h(
          View,
          { style: { marginTop: 18 } },
          sectionTitle('Quality and compliance', 'Certificates and test reports'),
          ...c.certificates.map((d, i) =>
            h(
              View,
              {
                key: i,
                wrap: false,
                style: {
                  flexDirection: 'row',
                  paddingVertical: 6,
                  borderTopWidth: i ? 0.5 : 1,
                  borderTopColor: COLORS.line,
                },
              },
              h(
                View,
                { style: { flex: 1 } },
                h(Text, { style: { fontWeight: 600 } }, d.title),
                h(
                  Text,
                  { style: base.small },
                  [
                    d.category === 'test report' ? 'Test report' : 'Certificate',
                    d.issuer ? `issued by ${d.issuer}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · '),
                ),
              ),
              // An expiry only when there is one: a certificate without one shows nothing there.
              d.validUntil
                ? h(
                    Text,
                    { style: { width: 140, textAlign: 'right', fontSize: 9, color: COLORS.ok } },
                    `Valid until ${day(d.validUntil)}`,
                  )
                : null,
            ),
          ),
        )
      : null,
    h(
      View,
      {
        wrap: false,
        style: { marginTop: 24, backgroundColor: COLORS.ink, color: COLORS.white, padding: 22, borderRadius: 3 },
      },
      h(
        Text,
        { style: { fontSize: 8, textTransform: 'uppercase', color: COLORS.accent, fontWeight: 600 } },
        'Next step',
      ),
      h(
        Text,
        { style: { fontSize: 16, fontWeight: 700, marginTop: 4, lineHeight: 1.3 } },
        'Planning a project? Talk to us.',
      ),
      h(
        Text,
        { style: { fontSize: 10, color: '#c5ccd4', marginTop: 6 } },
        `We answer enquiries within one working day and can send references, site visits and pre-qualification documents on request.`,
      ),
      h(
        View,
        { style: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 10 } },
        ...c.contacts.map(([label, value]) =>
          h(Text, { key: label, style: { fontSize: 10.5, fontWeight: 600, marginRight: 24 } }, `${label}: ${value}`),
        ),
      ),
    ),
    footer,
  );

  return h(
    Document,
    {
      title: `${c.company}: capability statement: ${c.title}`,
      author: c.company,
      subject: c.title,
      creator: c.company,
      producer: c.company,
      language: 'en',
    },
    cover,
    body,
    fireDoors,
  );
};

const coverLabel = {
  fontSize: 8,
  textTransform: 'uppercase',
  color: COLORS.accentDark,
  fontWeight: 600,
  marginBottom: 4,
} as const;
