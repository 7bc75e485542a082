import { formatLongDate } from '@portfolio/contract';
import { h, renderPdf } from '../pdf/render';
import { COLORS, base } from '../pdf/styles';
import { DEMO_CONTRACTOR, demoPdfParts } from './pdf-parts';
import type { DemoDocument } from './documents';

/**
 * The demo's certificates and test reports as documents that read like real ones, made from their data
 * with @react-pdf/renderer: a test report has a title block, the test body, the specimen, the test
 * conditions, a results table (the furnace's standard time-temperature curve) and signatures over
 * three pages; a certificate its certificate page and the schedule of its scope; a brochure a profile.
 * Every page says it is a demo document.
 */

const day = (iso: string | null) => (iso ? formatLongDate(iso) : '—');
/** ISO 834 / BS 476-20 standard furnace curve: T = 345 log10(8t + 1) + 20 (°C, t in minutes). */
const furnace = (t: number) => Math.round(345 * Math.log10(8 * t + 1) + 20);

export const demoDocumentPdf = async (doc: DemoDocument): Promise<Buffer> => {
  const { Document, Page, Text, View, footer, heading, table, signatures, titleBlock } = await demoPdfParts();
  const pages = [];
  const test = doc.test;
  if (test) {
    const leaves = test.leaves === 2 ? 'double-leaf' : 'single-leaf';
    const steps = [0, 5, 10, 15, 20, 30, 45, 60, 75, 90, 105, 120].filter((t) => t <= test.minutes);
    pages.push(
      h(
        Page,
        { key: 'summary', size: 'A4', style: base.page },
        titleBlock(doc.issuer ?? '', 'Fire resistance test report', doc.title, [
          ['Report number', doc.number ?? '—'],
          ['Date of issue', day(doc.issuedOn)],
          ['Test standard', test.standard],
          ['Sponsor', DEMO_CONTRACTOR],
          ['Specimen', `${leaves} ${test.material} fire door assembly, ${test.size[0]} × ${test.size[1]} mm per leaf`],
        ]),
        heading('Summary of results'),
        h(
          Text,
          { style: { marginBottom: 10 } },
          `The specimen, a ${leaves} ${test.material} fire door assembly, was tested to ${test.standard} with the door exposed to heating on the opening face. It satisfied the performance criteria below for the periods stated, and is classified accordingly.`,
        ),
        table(
          [
            ['Criterion', 'Requirement', 'Result'],
            [
              'Integrity',
              'No sustained flaming; cotton pad not ignited; gap gauges not passing',
              `${test.minutes} minutes, no failure`,
            ],
            [
              'Insulation',
              'Mean unexposed-face rise at most 140 °C, any point at most 180 °C',
              `${test.minutes} minutes, no failure`,
            ],
            ['Classification', `${test.standard}`, `${test.minutes} minutes fire resistance`],
          ],
          ['22%', '50%', '28%'],
        ),
        h(
          Text,
          { style: base.small },
          'This report relates only to the specimen tested. It does not by itself approve a product for use; the field of application of the result is set out on page 3.',
        ),
        footer(doc.number ?? doc.title),
      ),
      h(
        Page,
        { key: 'specimen', size: 'A4', style: base.page },
        heading('Description of the specimen'),
        table(
          [
            ['Component', 'Construction'],
            [
              'Door leaf',
              test.material === 'timber'
                ? '54 mm solid timber core, hardwood lippings 10 mm, HPL faces'
                : '1.2 mm galvanised steel skins, mineral wool core, powder-coated finish',
            ],
            [
              'Frame',
              test.material === 'timber'
                ? 'Hardwood, 100 × 60 mm, fixed with steel anchors at 600 mm'
                : '1.6 mm pressed steel, double rebate, grouted',
            ],
            [
              'Leaves and size',
              `${test.leaves === 2 ? 'Two leaves' : 'One leaf'}, ${test.size[0]} × ${test.size[1]} mm each`,
            ],
            [
              'Glazing',
              test.glazing ? 'Vision panel 300 × 600 mm, fire-rated glass in intumescent glazing system' : 'None',
            ],
            ['Seals', '15 × 4 mm intumescent strips in the frame reveal, all round'],
            [
              'Hardware',
              `Three hinges per leaf, overhead closer, mortice lock${test.leaves === 2 ? ', panic bar, flush bolts' : ''}`,
            ],
            ['Supporting construction', '200 mm masonry wall, rendered both sides'],
          ],
          ['30%', '70%'],
        ),
        heading('Test conditions'),
        table(
          [
            ['Condition', 'Value'],
            ['Heating', 'Standard time-temperature curve, T = 345 log10(8t + 1) + 20'],
            ['Furnace pressure', '+ 20 Pa at 500 mm below the head of the door'],
            ['Ambient temperature', '28 °C at the start of the test'],
            ['Conditioning', 'Specimen conditioned for 28 days at 23 °C and 50 % RH'],
          ],
          ['30%', '70%'],
        ),
        footer(doc.number ?? doc.title),
      ),
      h(
        Page,
        { key: 'results', size: 'A4', style: base.page },
        heading('Results'),
        table(
          [
            ['Time (min)', 'Furnace (°C)', 'Unexposed face, mean rise (°C)', 'Observations'],
            ...steps.map((t) => [
              String(t),
              String(t ? furnace(t) : 28),
              String(Math.round((t / test.minutes) * 96)),
              t === 0
                ? 'Test started; door closed and latched'
                : t === test.minutes
                  ? 'Test ended at the request of the sponsor: no failure of integrity or insulation'
                  : t <= 10
                    ? 'Intumescent seals activated at the head and jambs'
                    : 'No flaming on the unexposed face; gap gauges did not pass',
            ]),
          ],
          ['14%', '16%', '24%', '46%'],
        ),
        heading('Field of application'),
        h(
          Text,
          { style: { marginBottom: 6 } },
          `The result applies to ${test.material} door assemblies of the construction described on page 2, in leaves no larger than ${test.size[0]} × ${test.size[1]} mm${test.glazing ? ', with vision panels no larger than the one tested' : ', without glazing'}.`,
        ),
        signatures([
          ['Test engineer', 'R. Venkatesh'],
          ['Head of laboratory', 'Dr. A. Kulkarni'],
        ]),
        footer(doc.number ?? doc.title),
      ),
    );
  } else if (doc.category === 'certificate') {
    pages.push(
      h(
        Page,
        { key: 'certificate', size: 'A4', style: { ...base.page, padding: 36 } },
        h(
          View,
          { style: { borderWidth: 3, borderColor: COLORS.accent, padding: 36, flexGrow: 1 } },
          h(Text, { style: { ...base.small, textTransform: 'uppercase', letterSpacing: 1 } }, doc.issuer ?? ''),
          h(Text, { style: { fontSize: 26, fontWeight: 700, marginTop: 40, lineHeight: 1.2 } }, 'Certificate'),
          h(Text, { style: { marginTop: 18 } }, 'This certificate is issued to'),
          h(Text, { style: { fontSize: 14, fontWeight: 700, marginTop: 8, lineHeight: 1.35 } }, DEMO_CONTRACTOR),
          h(Text, { style: { marginTop: 18 } }, 'for'),
          h(Text, { style: { fontSize: 17, fontWeight: 700, marginTop: 8, lineHeight: 1.3 } }, doc.title),
          ...doc.lines.map((line, i) => h(Text, { key: i, style: { marginTop: i ? 2 : 14 } }, line)),
          h(
            Text,
            { style: { marginTop: 14, marginBottom: 24 } },
            'The conditions of the certificate are set out in the schedule (page 2).',
          ),
          table(
            [
              ['Certificate number', doc.number ?? '—'],
              ['Issued on', day(doc.issuedOn)],
              ['Valid until', day(doc.expiresOn)],
            ],
            ['40%', '60%'],
            false,
          ),
          h(View, { style: { flexGrow: 1 } }),
          signatures([['Managing Director', 'S. Menon']]),
        ),
        footer(doc.number ?? doc.title),
      ),
      h(
        Page,
        { key: 'schedule', size: 'A4', style: base.page },
        heading(`Schedule to certificate no. ${doc.number ?? '—'}`),
        table(
          [
            ['Item', 'Detail'],
            ['Scope', doc.lines.slice(0, 2).join(' ')],
            ['Sites covered', 'Head office and factory, Peenya Industrial Area, Bengaluru'],
            ['Surveillance', 'Yearly surveillance audits; recertification before the expiry date'],
            ['Conditions', 'The certificate remains the property of the issuer and is valid only with this schedule.'],
          ],
          ['30%', '70%'],
        ),
        footer(doc.number ?? doc.title),
      ),
    );
  } else {
    pages.push(
      h(
        Page,
        { key: 'profile', size: 'A4', style: base.page },
        titleBlock(doc.issuer ?? '', 'Company profile', doc.title, [['Company', DEMO_CONTRACTOR]]),
        ...doc.lines.map((line, i) => h(Text, { key: i, style: { marginBottom: 6 } }, line)),
        footer(doc.title),
      ),
    );
  }
  return renderPdf(
    h(
      Document,
      { title: doc.title, author: doc.issuer ?? 'Demo', subject: doc.title, producer: 'Demo seed' },
      ...pages,
    ),
  );
};
