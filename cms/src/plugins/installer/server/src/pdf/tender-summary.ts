import {
  SIMILAR_WORK_RULE_LABELS,
  SERVICE_LABELS,
  formatDate,
  formatIndianNumber,
  formatRupees as rupees,
  industryLabel,
  type CompanyFacts,
  type SimilarWorksAnswer,
} from '@portfolio/contract';
import { h, reactPdf } from './render';
import { COLORS, base } from './styles';

export interface PackWork {
  siteId: string;
  name: string;
  client: string;
  contractValue: number;
  completedOn: string;
  facts: [string, string][];
  photo: { data: Buffer; format: 'jpg' } | null;
  documents: string[];
}

/** A calendar day ('YYYY-MM-DD') as "5 Mar 2026". */
const day = (iso: string) => formatDate(iso);

/** The tender pack's summary: the criteria table, then each qualifying work with its key facts and a photo. */
export const tenderSummary = async ({
  company,
  facts,
  answer,
  works,
  madeOn,
}: {
  company: string;
  /** The company facts (Site settings › Company facts): founding year, figures, registered details. */
  facts: CompanyFacts;
  answer: SimilarWorksAnswer;
  works: PackWork[];
  madeOn: string;
}) => {
  const profile = [
    facts.foundingYear ? `Founded ${facts.foundingYear}` : null,
    facts.yearsInBusiness ? `${facts.yearsInBusiness} years in business` : null,
    ...facts.figures.map(
      (f) =>
        `${f.label}: ${formatIndianNumber(f.value)}${f.source === 'stated' && f.asOf ? ` (as of ${day(f.asOf)})` : ''}`,
    ),
  ].filter(Boolean);
  const registered = [
    facts.legalName && `Registered name: ${facts.legalName}`,
    facts.gstin && `GSTIN: ${facts.gstin}`,
    facts.cin && `CIN: ${facts.cin}`,
    facts.pan && `PAN: ${facts.pan}`,
  ].filter(Boolean);
  const { Document, Page, Text, View, Image } = await reactPdf();
  const scope = [
    answer.sector && `sector: ${industryLabel(answer.sector)}`,
    answer.service && `service: ${SERVICE_LABELS[answer.service]}`,
  ]
    .filter(Boolean)
    .join(', ');
  const cell = (text: string, width: string, style: object = {}) =>
    h(Text, { style: { width, paddingVertical: 5, paddingHorizontal: 6, ...style } }, text);
  return h(
    Document,
    {
      title: `Similar works: ${company}`,
      author: company,
      subject: `Estimated cost ${rupees(answer.value)}`,
      creator: company,
      producer: company,
    },
    h(
      Page,
      { size: 'A4', style: base.page },
      h(
        View,
        { style: { borderBottomWidth: 3, borderBottomColor: COLORS.accent, paddingBottom: 10, marginBottom: 14 } },
        h(
          Text,
          { style: { ...base.small, textTransform: 'uppercase', letterSpacing: 1 } },
          'Pre-qualification: similar works',
        ),
        h(Text, { style: base.h1 }, company),
        h(
          Text,
          { style: base.muted },
          `Estimated cost ${rupees(answer.value)} · works completed from ${day(answer.since)} to ${day(madeOn)} (${answer.years} years)${scope ? ` · ${scope}` : ''}`,
        ),
        profile.length ? h(Text, { style: { ...base.small, marginTop: 6 } }, profile.join(' · ')) : null,
        registered.length ? h(Text, { style: { ...base.small, marginTop: 2 } }, registered.join(' · ')) : null,
      ),
      h(
        Text,
        { style: { fontSize: 12, fontWeight: 700, color: answer.qualifies ? COLORS.ok : COLORS.no, marginBottom: 10 } },
        answer.qualifies
          ? 'Meets the similar-works criterion.'
          : 'Does not meet any similar-works criterion with the works on record.',
      ),
      h(
        View,
        { style: { borderWidth: 1, borderColor: COLORS.line } },
        h(
          View,
          { style: { flexDirection: 'row', backgroundColor: COLORS.panel, fontWeight: 700 } },
          cell('Criterion', '46%'),
          cell('Each at least', '22%'),
          cell('Works', '12%'),
          cell('Met', '20%'),
        ),
        ...answer.criteria.map((c) =>
          h(
            View,
            { key: c.rule, style: { flexDirection: 'row', borderTopWidth: 1, borderTopColor: COLORS.line } },
            cell(SIMILAR_WORK_RULE_LABELS[c.rule], '46%'),
            cell(rupees(c.threshold), '22%'),
            cell(String(c.works.length), '12%'),
            cell(c.met ? 'Yes' : 'No', '20%', { fontWeight: 700, color: c.met ? COLORS.ok : COLORS.no }),
          ),
        ),
      ),
      h(Text, { style: base.h2 }, works.length ? `Qualifying works (${works.length})` : 'Qualifying works'),
      works.length
        ? null
        : h(
            Text,
            { style: base.muted },
            'No completed work with a value and a completion certificate reaches 40% of the estimated cost.',
          ),
      ...works.map((w, i) =>
        h(
          View,
          {
            key: w.siteId,
            wrap: false,
            style: {
              flexDirection: 'row',
              marginBottom: 12,
              borderTopWidth: 1,
              borderTopColor: COLORS.line,
              paddingTop: 10,
            },
          },
          w.photo
            ? h(Image, { src: w.photo, style: { width: 150, height: 100, objectFit: 'cover', marginRight: 12 } })
            : null,
          h(
            View,
            { style: { flex: 1 } },
            h(Text, { style: { fontSize: 12, fontWeight: 700 } }, `${i + 1}. ${w.name}`),
            h(Text, { style: { ...base.muted, marginBottom: 4 } }, w.client),
            h(Text, null, `Contract value ${rupees(w.contractValue)} · completed ${day(w.completedOn)}`),
            ...w.facts.map(([label, value]) => h(Text, { key: label, style: { fontSize: 9 } }, `${label}: ${value}`)),
            h(
              Text,
              { style: { ...base.small, marginTop: 3 } },
              w.documents.length ? `Enclosed: ${w.documents.join(', ')}` : 'No documents enclosed',
            ),
          ),
        ),
      ),
      answer.needsData.length
        ? h(
            View,
            { wrap: false },
            h(Text, { style: base.h2 }, 'Works that need data'),
            ...answer.needsData.map((w) =>
              h(
                Text,
                { key: w.siteId, style: { fontSize: 9 } },
                `${w.name} (${w.client}): missing ${w.missing.map((m) => ({ contractValue: 'value', completedOn: 'completion date', completionCertificate: 'completion certificate' })[m]).join(', ')}`,
              ),
            ),
          )
        : null,
      h(
        View,
        { style: base.footer, fixed: true },
        h(Text, null, `${company} · similar works · made ${day(madeOn)}`),
        h(Text, {
          render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
            `Page ${pageNumber} of ${totalPages}`,
        }),
      ),
    ),
  );
};
