import type { Core } from '@strapi/strapi';
import { zipSync } from 'fflate';
import {
  SERVICE_LABELS,
  SITE_DOCUMENT_KIND_LABELS,
  deliveryModelLabel,
  displayNameOf,
  formatIndianNumber,
  industryLabel,
  placeName,
  similarWorks,
  todayInZone,
  type SimilarWorksAnswer,
  type Service,
  type TenderWork,
} from '@portfolio/contract';
import { pdfImage, renderPdf } from '../pdf/render';
import { tenderSummary, type PackWork } from '../pdf/tender-summary';
import { schedulePdf } from '../doors/documents';
import { companyTimeZone } from '../utils/time-zone';
import { SITE_UID } from '../utils/content-uids';
import { servicesOf } from '../projects/input';
import { photoUrlFor, uploadBytes, type PhotoRow } from '../utils/upload-bytes';
import { getService } from '../utils/get-service';
import type { ClientRow, SiteRow } from '../utils/serialize';

/** A project as tenders read it: its columns and key facts, its photos and its client. */
export type TenderSiteRow = SiteRow & { photos?: PhotoRow[] | null; client?: ClientRow | null };

/** The columns of a project that tender answers and capability statements read. */
export const TENDER_SITE_FIELDS = [
  'documentId',
  'siteName',
  'displayName',
  'slug',
  'industry',
  'state',
  'locations',
  'area',
  'site_start',
  'site_end',
  'site_ongoing',
  'designAndBuild',
  'interiors',
  'manufacturing',
  'fireDoors',
];
/** A project's key facts. */
const KEY_FACTS = ['contractValue', 'deliveryModel', 'greenRating', 'safeManHours', 'referenceAllowed'];

export interface TenderQuery {
  value: number;
  years: number;
  sector: TenderWork['sector'];
  service: Service | null;
  /** The pack: add each qualifying project's door schedule (PDF) when it has doors in the register. */
  doorSchedules?: boolean;
}

/** A file or folder name safe in every zip reader. */
const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w .,()&-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 90) || 'document';
const uniqueIn = (entries: Record<string, unknown>, folder: string, name: string) => {
  let candidate = name;
  for (let n = 2; `${folder}/${candidate}` in entries; n += 1) candidate = name.replace(/(\.[^.]*)?$/, ` (${n})$1`);
  return candidate;
};

/** The key facts of a project for the pack (where it has them). */
const factsOf = (site: TenderSiteRow | undefined): [string, string][] => {
  if (!site) return [];
  const facts: [string, string | null][] = [
    ['Location', placeName(site.locations, site.state) || null],
    ['Area', site.area ? `${formatIndianNumber(Number(site.area))} sq ft` : null],
    [
      'Duration',
      site.site_start ? `${site.site_start} – ${site.site_end ? String(site.site_end).slice(0, 4) : 'ongoing'}` : null,
    ],
    ['Sector', industryLabel(site.industry) || null],
    [
      'Services',
      servicesOf(site)
        .map((s) => SERVICE_LABELS[s])
        .join(', ') || null,
    ],
    ['Delivery model', deliveryModelLabel(site.deliveryModel) || null],
    ['Green rating', site.greenRating ?? null],
    ['Safe man-hours', site.safeManHours ? formatIndianNumber(Number(site.safeManHours)) : null],
  ];
  return facts.filter((f): f is [string, string] => !!f[1]);
};

const numberOrNull = (v: unknown) =>
  v === null || v === undefined || v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : null;

/**
 * Tenders: every project as the similar-works rule sees it, drafts included (this is for
 * staff), with whether it holds a completion certificate among its private documents.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  return {
    /** The projects with their client, first photo and key facts (tender pack and similar works). */
    async projects(): Promise<TenderSiteRow[]> {
      return strapi.db.query(SITE_UID).findMany({
        select: [...TENDER_SITE_FIELDS, ...KEY_FACTS],
        populate: {
          client: { select: ['documentId', 'name', 'displayName', 'slug'] },
          photos: { select: ['url', 'formats', 'width', 'height', 'alternativeText'] },
        },
        orderBy: { id: 'asc' },
      });
    },

    async works(rows?: TenderSiteRow[]): Promise<TenderWork[]> {
      const sites = rows ?? (await this.projects());
      const kinds = await getService('site-documents').kindsBySite(sites.map((s: TenderSiteRow) => s.documentId));
      return sites.map((site: TenderSiteRow) => ({
        siteId: site.documentId,
        name: displayNameOf(site),
        client: site.client ? displayNameOf(site.client) : '',
        contractValue: numberOrNull(site.contractValue),
        completedOn: site.site_end ? String(site.site_end).slice(0, 10) : null,
        completed: site.site_ongoing !== true,
        hasCompletionCertificate: kinds.get(site.documentId)?.has('completion-certificate') ?? false,
        sector: site.industry ?? null,
        services: servicesOf(site),
      }));
    },

    async similarWorks(query: TenderQuery, now = new Date()): Promise<SimilarWorksAnswer> {
      return similarWorks(await this.works(), { ...query, today: todayInZone(await companyTimeZone(strapi), now) });
    },

    /**
     * The pre-qualification pack: a zip of the summary PDF (criteria table, each qualifying work with
     * its key facts and a photo) and each qualifying work's completion certificate and work order,
     * and when asked (`doorSchedules`) its door schedule from the fire-door register.
     */
    async pack(
      query: TenderQuery,
      now = new Date(),
    ): Promise<{ zip: Buffer; answer: SimilarWorksAnswer; fileName: string }> {
      const today = todayInZone(await companyTimeZone(strapi), now);
      const rows = await this.projects();
      const answer = similarWorks(await this.works(rows), { ...query, today });
      const qualifying = [...new Map(answer.criteria.flatMap((c) => c.works).map((w) => [w.siteId, w])).values()].sort(
        (a, b) => b.contractValue - a.contractValue,
      );
      const byId = new Map(rows.map((r: TenderSiteRow) => [r.documentId, r]));
      const documents = await getService('site-documents').withBytes(
        qualifying.map((w) => w.siteId),
        ['completion-certificate', 'work-order'],
      );
      const { companyName } = await getService('public-reads').site();
      const entries: Record<string, Uint8Array> = {};
      const works: PackWork[] = [];
      for (const [i, w] of qualifying.entries()) {
        const site: TenderSiteRow | undefined = byId.get(w.siteId);
        const folder = safeName(`${String(i + 1).padStart(2, '0')} ${w.client} - ${w.name}`);
        const own = documents.filter((d) => d.siteId === w.siteId);
        for (const d of own) entries[`${folder}/${uniqueIn(entries, folder, safeName(d.fileName))}`] = d.bytes;
        const doors = query.doorSchedules ? await getService('doors').doorsOfSite(w.siteId) : [];
        if (doors.length)
          entries[`${folder}/Door schedule.pdf`] = await renderPdf(
            await schedulePdf({
              company: companyName,
              project: `${w.client}, ${w.name}`,
              doors,
              madeOn: today,
            }),
          );
        works.push({
          ...w,
          facts: factsOf(site),
          photo: await pdfImage(await uploadBytes(strapi, photoUrlFor(site?.photos?.[0], 600)), 600),
          documents: [
            ...own.map((d) => SITE_DOCUMENT_KIND_LABELS[d.kind as keyof typeof SITE_DOCUMENT_KIND_LABELS]),
            ...(doors.length ? [`Door schedule (${doors.length} ${doors.length === 1 ? 'door' : 'doors'})`] : []),
          ],
        });
      }
      const company = companyName || 'Similar works';
      const facts = await getService('company-facts').facts(now);
      entries['Summary.pdf'] = await renderPdf(await tenderSummary({ company, facts, answer, works, madeOn: today }));
      // PDFs and scans are compressed already: stored as they are.
      const zip = Buffer.from(
        zipSync(Object.fromEntries(Object.entries(entries).map(([name, data]) => [name, [data, { level: 0 }]]))),
      );
      return { zip, answer, fileName: `Similar works - Rs ${query.value} - ${today}.zip` };
    },
  };
};
