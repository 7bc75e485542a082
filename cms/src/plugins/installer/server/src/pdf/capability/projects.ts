import { h } from '../render';
import { COLORS, base } from '../styles';
import { day, type CapabilityContent, type CapabilityProject, type PageParts, type Pdf } from './parts';

/** Selected projects two to a row (photo, key facts, value band), the logo wall, certificates, the contact call. */
export const projectsPage = (
  { Page, Text, View, Image }: Pdf,
  c: CapabilityContent,
  { footer, sectionTitle }: PageParts,
) => {
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

  return h(
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
};
