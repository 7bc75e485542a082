import { formatIndianNumber, formatLongDate, type DoorType } from '@portfolio/contract';
import { h, type reactPdf } from '../render';
import { COLORS, base } from '../styles';

export type Pdf = Awaited<ReturnType<typeof reactPdf>>;

export type PdfImage = { data: Buffer; format: 'jpg' } | null;

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
export const day = (iso: string) => formatLongDate(iso);
export const figure = (n: number) => formatIndianNumber(Math.round(n));

/** What every page of a statement repeats: the running footer, and a section's eyebrow and title. */
export const pageParts = ({ Text, View }: Pdf, c: CapabilityContent) => ({
  footer: h(
    View,
    { style: base.footer, fixed: true },
    h(Text, null, `${c.company} · Capability statement · ${c.title}`),
    h(Text, {
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
        `${pageNumber} / ${totalPages}`,
    }),
  ),
  sectionTitle: (eyebrow: string, title: string) =>
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
    ),
});

export type PageParts = ReturnType<typeof pageParts>;
