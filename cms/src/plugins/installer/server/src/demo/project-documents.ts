import { SERVICE_LABELS, formatIndianNumber, formatLongDate, type Service } from '@portfolio/contract';
import { h, renderPdf } from '../pdf/render';
import { COLORS, base } from '../pdf/styles';
import { DEMO_CONTRACTOR, demoPdfParts } from './pdf-parts';

/** A completed demo project as its client's documents describe it. */
export interface CompletedProject {
  client: string;
  city: string;
  state: string;
  siteName: string;
  scope: string;
  startYear: number;
  /** Handed over on (YYYY-MM-DD). */
  completedOn: string;
  areaSqFt: number;
  contractValue: number | null;
  safeManHours: number | null;
  services: Service[];
}

const DAY = 86_400_000;
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const day = (iso: string) => formatLongDate(iso);
/** The client's initials, as Indian organisations number their letters (GIS/WO/2019/014). */
const codeOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('');
const ENGINEERS = ['K. Raghavendra', 'M. Iyer', 'P. Deshpande', 'S. Chatterjee', 'A. Fernandes', 'R. Nair', 'V. Reddy'];
const contractorName = DEMO_CONTRACTOR.split(',')[0];

/** What each of the contractor's services covers in a work order's scope. */
const PACKAGES: Record<Service, string> = {
  'design-and-build': 'Design, statutory approvals, civil and structural works and services, to handing over',
  interiors: 'Interior fit-out: partitions, false ceilings, flooring, joinery, finishes and loose furniture',
  manufacturing: 'Joinery, panels and furniture made in the contractor’s factory, delivered and installed',
  'fire-doors': 'Fire-rated door assemblies with frames, ironmongery and intumescent seals, tested and certified',
};

/** The numbers and dates both documents quote, made from the project so they agree with each other. */
const particulars = (p: CompletedProject, index: number) => {
  const code = codeOf(p.client);
  const orderedOn = `${p.startYear}-0${1 + (index % 3)}-${String(10 + index).padStart(2, '0')}`;
  return {
    code,
    workOrder: `${code}/WO/${p.startYear}/${String(14 + index * 7).padStart(3, '0')}`,
    orderedOn,
    startedOn: shift(orderedOn, 21),
    certificateNo: `${code}/PRJ/CC/${p.completedOn.slice(0, 4)}/${String(3 + index).padStart(2, '0')}`,
    certifiedOn: shift(p.completedOn, 45),
    engineer: ENGINEERS[index % ENGINEERS.length],
    value: p.contractValue ? `₹ ${formatIndianNumber(p.contractValue)}` : '—',
  };
};

/**
 * A completion certificate as a client issues one (a certificate page with the project's particulars,
 * signed by its engineer and an authorised signatory), and the work order it names (the order's
 * particulars and scope, then its terms and the contractor's acceptance). Tender packs enclose both.
 */
export const completionDocuments = async (
  p: CompletedProject,
  index: number,
): Promise<{ certificate: Buffer; workOrder: Buffer; certificateNo: string; workOrderNo: string }> => {
  const { Document, Page, Text, View, footer, heading, table, signatures, titleBlock } = await demoPdfParts();
  const x = particulars(p, index);
  const where = `${p.siteName}, ${p.city}, ${p.state}`;
  const scopeRows = p.services.map((s) => [SERVICE_LABELS[s], PACKAGES[s]]);
  const meta = (title: string) => ({
    title,
    author: p.client,
    subject: `${title}: ${p.siteName}`,
    producer: 'Demo seed',
  });

  const certificate = await renderPdf(
    h(
      Document,
      meta('Completion certificate'),
      h(
        Page,
        { size: 'A4', style: { ...base.page, padding: 36, paddingBottom: 54 } },
        h(
          View,
          { style: { borderWidth: 3, borderColor: COLORS.accent, padding: 32, flexGrow: 1 } },
          h(Text, { style: { ...base.small, textTransform: 'uppercase', letterSpacing: 1 } }, `${p.client}, ${p.city}`),
          h(
            Text,
            { style: { fontSize: 24, fontWeight: 700, marginTop: 32, lineHeight: 1.2 } },
            'Completion certificate',
          ),
          h(Text, { style: { ...base.small, marginTop: 10 } }, `No. ${x.certificateNo} · ${day(x.certifiedOn)}`),
          h(
            Text,
            { style: { marginTop: 22 } },
            `This is to certify that ${contractorName} has completed the work described below at ${where}, under our work order no. ${x.workOrder} dated ${day(x.orderedOn)}, and handed it over to us on ${day(p.completedOn)}. The work has been carried out to our satisfaction and in accordance with the drawings and specifications of the order.`,
          ),
          h(View, { style: { marginTop: 18 } }),
          table(
            [
              ['Name of work', p.scope],
              ['Location', where],
              ['Work order', `${x.workOrder}, ${day(x.orderedOn)}`],
              ['Contract value', x.value],
              ['Work started', day(x.startedOn)],
              ['Completed and handed over', day(p.completedOn)],
              ['Built-up area', `${formatIndianNumber(p.areaSqFt)} sq ft`],
              ...(p.safeManHours
                ? [['Safety', `${formatIndianNumber(p.safeManHours)} safe man-hours, no lost-time injury`]]
                : []),
              ['Quality of work', 'Satisfactory'],
            ],
            ['34%', '66%'],
            false,
          ),
          h(
            Text,
            { style: { ...base.small, marginTop: 4 } },
            'Issued on the request of the contractor for submission with tenders and pre-qualification applications.',
          ),
          h(View, { style: { flexGrow: 1 } }),
          signatures([
            ['Chief Engineer (Projects)', x.engineer],
            [`For ${p.client}`, 'Authorised signatory'],
          ]),
        ),
        footer(x.certificateNo),
      ),
    ),
  );

  const workOrder = await renderPdf(
    h(
      Document,
      meta('Work order'),
      h(
        Page,
        { size: 'A4', style: base.page },
        titleBlock(`${p.client}, ${p.city}`, 'Work order', `Work order no. ${x.workOrder}`, [
          ['Dated', day(x.orderedOn)],
          ['To', DEMO_CONTRACTOR],
          ['Name of work', p.scope],
          ['Site', where],
          ['Order value', `${x.value} (inclusive of GST)`],
          ['Start of work', `Within 21 days of this order (by ${day(x.startedOn)})`],
        ]),
        h(
          Text,
          { style: { marginBottom: 10 } },
          `With reference to your offer and the negotiations that followed, we are pleased to award you the work named above on the terms below. Please sign and return the duplicate copy of this order as your acceptance.`,
        ),
        heading('Scope of work'),
        table(
          [
            ['Package', 'Description'],
            ['Work', p.scope],
            ...scopeRows,
            ['Area', `${formatIndianNumber(p.areaSqFt)} sq ft built-up`],
          ],
          ['28%', '72%'],
        ),
        footer(x.workOrder),
      ),
      h(
        Page,
        { size: 'A4', style: base.page },
        heading('Terms and conditions'),
        table(
          [
            ['Term', 'Condition'],
            ['Payment', 'Monthly running bills against measured work, paid within 30 days of certification'],
            ['Mobilisation advance', '10 % against a bank guarantee of equal value, recovered from running bills'],
            ['Retention', '5 % of each bill, released at the end of the defects liability period'],
            ['Defects liability', '12 months from the date of handing over'],
            ['Liquidated damages', '0.5 % of the order value per week of delay, at most 5 %'],
            ['Insurance', "Contractor's all-risk and workmen's compensation cover for the duration of the work"],
            ['Safety', 'The site safety plan and permit-to-work system of the client apply'],
            ['Disputes', `Arbitration under the Arbitration and Conciliation Act, 1996, seated at ${p.city}`],
          ],
          ['28%', '72%'],
        ),
        signatures([
          [`For ${p.client}`, x.engineer],
          [`Accepted for ${contractorName}`, 'Director, Projects'],
        ]),
        footer(x.workOrder),
      ),
    ),
  );
  return { certificate, workOrder, certificateNo: x.certificateNo, workOrderNo: x.workOrder };
};
