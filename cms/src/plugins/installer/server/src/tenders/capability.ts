import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import {
  SERVICES,
  SERVICE_LABELS,
  countryName,
  deliveryModelLabel,
  displayNameOf,
  documentValidity,
  formatIndianNumber,
  formatLongDate,
  industryLabel,
  placeName,
  todayInZone,
  valueBandOf,
  type CapabilityKey,
  type Service,
} from '@portfolio/contract';
import { capabilityStatement, figure, type CapabilityContent } from '../pdf/capability-statement';
import { pdfImage, renderPdf } from '../pdf/render';
import { companyTimeZone } from '../utils/time-zone';
import { SITE_UID } from '../utils/content-uids';
import { publicOrigin } from '../utils/public-origin';
import { servicesOf } from '../projects/input';
import { photoUrlFor, uploadBytes, type PhotoRow } from '../utils/upload-bytes';
import { DOCUMENT_UID, type DocumentRow } from '../library/documents/service';
import { publishedSettings } from '../utils/site-settings';
import { getService } from '../utils/get-service';
import type { ClientRow, SiteRow } from '../utils/serialize';
import { TENDER_SITE_FIELDS } from './service';

/** A client as the statement reads it (with its logo). */
type StatementClientRow = ClientRow & { logo?: PhotoRow | null };
/** A site as the statement reads it: its columns, its photos and its client. */
type StatementSiteRow = SiteRow & { photos?: PhotoRow[] | null; client?: StatementClientRow | null };

/** The key facts' fields, read only where the column exists yet. */
const OPTIONAL_FIELDS = ['contractValue', 'referenceAllowed', 'draft', 'deliveryModel'];
const MAX_PROJECTS = 8;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const isService = (key: string): key is Service => (SERVICES as readonly string[]).includes(key);
const year = (v: unknown) => (v ? String(v).slice(0, 4) : null);

export interface CapabilityPdf {
  version: string;
  etag: string;
  body: Buffer;
  fileName: string;
}

/**
 * Capability statements: a PDF per service, sector or the whole company, made from the
 * site's own data. Made once per content version (services/response-cache.ts) and kept in memory.
 * Left out: draft projects, projects whose client did not allow references, expired certificates.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  // One statement per key: the latest made (or being made) and the content version it was made under.
  const made = new Map<CapabilityKey, { version: string; pdf: Promise<CapabilityPdf> }>();

  const siteColumns = () => {
    const attributes =
      (strapi.contentType(SITE_UID) as { attributes?: Record<string, unknown> } | undefined)?.attributes ?? {};
    return [...TENDER_SITE_FIELDS, ...OPTIONAL_FIELDS.filter((name) => name in attributes)];
  };

  const content = async (key: CapabilityKey, now: Date): Promise<CapabilityContent> => {
    const today = todayInZone(await companyTimeZone(strapi), now);
    const settings: Record<string, unknown> = (await publishedSettings(strapi)) ?? {};
    const company = text(settings.companyName) ?? 'Capability statement';
    const all: StatementSiteRow[] = await strapi.db.query(SITE_UID).findMany({
      select: siteColumns(),
      populate: {
        client: { select: ['documentId', 'name', 'displayName'], populate: { logo: true } },
        photos: { select: ['url', 'formats', 'width', 'height', 'mime'] },
      },
      orderBy: { id: 'asc' },
    });
    const shown = all.filter((s) => s.draft !== true && s.referenceAllowed !== false);
    const inScope = shown.filter((s) =>
      key === 'company' ? true : isService(key) ? servicesOf(s).includes(key) : s.industry === key,
    );
    const completed = inScope.filter((s) => s.site_ongoing !== true);
    const sqft = completed.reduce((sum, s) => sum + (Number(s.area) > 0 ? Number(s.area) : 0), 0);

    const selected = [...completed]
      .sort(
        (a, b) =>
          String(b.site_end ?? '').localeCompare(String(a.site_end ?? '')) ||
          Number(b.site_start ?? 0) - Number(a.site_start ?? 0),
      )
      .slice(0, MAX_PROJECTS);
    const projects = [];
    for (const s of selected) {
      const facts: [string, string | null][] = [
        ['Location', placeName(s.locations, s.state) || null],
        ['Area', Number(s.area) > 0 ? `${formatIndianNumber(Number(s.area))} sq ft` : null],
        [
          'Period',
          s.site_start
            ? `${s.site_start}${year(s.site_end) && year(s.site_end) !== String(s.site_start) ? `–${year(s.site_end)}` : ''}`
            : year(s.site_end),
        ],
        ['Sector', industryLabel(s.industry) || null],
        [
          'Services',
          servicesOf(s)
            .map((x) => SERVICE_LABELS[x])
            .join(', ') || null,
        ],
        ['Delivery', deliveryModelLabel(text(s.deliveryModel)) || null],
      ];
      projects.push({
        id: s.documentId,
        name: displayNameOf(s),
        client: s.client ? displayNameOf(s.client) : '',
        facts: facts.filter((f): f is [string, string] => !!f[1]),
        valueBand: valueBandOf(s.contractValue == null || s.contractValue === '' ? null : Number(s.contractValue)),
        photo: await pdfImage(await uploadBytes(strapi, photoUrlFor(s.photos?.[0], 500)), 560),
      });
    }

    const clients = new Map<string, StatementClientRow>();
    for (const s of inScope)
      if (s.client && !clients.has(s.client.documentId)) clients.set(s.client.documentId, s.client);
    const logos = [];
    for (const client of [...clients.values()].filter((c) => c.logo).slice(0, 20)) {
      // SVG logos are rasterised by sharp (librsvg); one it cannot read shows as the client's name.
      logos.push({
        name: displayNameOf(client),
        image: await pdfImage(await uploadBytes(strapi, photoUrlFor(client.logo, 200)), 240),
      });
    }

    const docs: DocumentRow[] = await strapi.db.query(DOCUMENT_UID).findMany({
      where: { category: { $in: ['certificate', 'test report'] } },
      orderBy: [{ category: 'asc' }, { id: 'desc' }],
    });
    const certificates = docs
      .map((d) => ({
        title: d.title,
        category: d.category,
        issuer: text(d.issuer),
        validUntil: d.expiresOn ? String(d.expiresOn).slice(0, 10) : null,
      }))
      .filter((d) => documentValidity(d.validUntil, today) !== 'expired');

    const title =
      key === 'company' ? 'Company profile' : isService(key) ? SERVICE_LABELS[key] : `${industryLabel(key)} projects`;
    const allServices = SERVICES.map((x) => SERVICE_LABELS[x].toLowerCase());
    const everything = `${allServices.slice(0, -1).join(', ')} and ${allServices[allServices.length - 1]}`;
    const scopeWords =
      key === 'company'
        ? everything
        : isService(key)
          ? SERVICE_LABELS[key].toLowerCase()
          : `${industryLabel(key).toLowerCase()} sector projects`;
    const address = [
      text(settings.streetAddress),
      [text(settings.addressLocality), text(settings.addressRegion), text(settings.postalCode)]
        .filter(Boolean)
        .join(', ') || null,
      countryName(text(settings.addressCountry)) || null,
    ].filter((l): l is string => !!l);
    if (!address.length && text(settings.address)) address.push(text(settings.address)!);
    const contacts: [string, string | null][] = [
      ['Phone', text(settings.phone)],
      ['Email', text(settings.email)],
      ['Web', publicOrigin(strapi).replace(/^https?:\/\//, '')],
    ];
    const facts = await getService('company-facts').facts(now);
    const registered: [string, string | null][] = [
      ['Registered name', facts.legalName],
      ['GSTIN', text(settings.gstin)],
      ['CIN', text(settings.cin)],
      ['PAN', text(settings.pan)],
    ];

    // The states of the projects in scope: the intro and the figures row say the same.
    const states = [...new Set(inScope.map((s) => s.state).filter(Boolean))] as string[];
    const statedStates = key === 'company' ? facts.figures.find((f) => f.key === 'statesWorkedIn') : undefined;
    const where = statedStates
      ? statedStates.value === 1
        ? 'delivered in one state'
        : `delivered across ${figure(statedStates.value)} states of India`
      : states.length === 1
        ? `delivered in ${states[0]}`
        : states.length
          ? `delivered across ${states.length} states of India`
          : 'delivered across India';
    const onCover = facts.figures.filter((f) => f.key !== 'doorsPerYear' && f.key !== 'peopleEmployed');
    const stated = key === 'company' ? onCover.filter((f) => f.source === 'stated') : [];
    const figuresNote = stated.length
      ? `${stated.map((f) => `${f.label}: as stated${f.asOf ? ` on ${formatLongDate(f.asOf)}` : ''}`).join('; ')}. Other figures are computed from our project records on the day of issue.`
      : 'Figures are computed from our project records on that day.';

    return {
      company,
      tagline: text(settings.tagline),
      title,
      intro: `${company}: ${scopeWords}, ${where}. This statement lists our recent completed work, our clients and our current certificates.`,
      figuresNote,
      address,
      contacts: contacts.filter((c): c is [string, string] => !!c[1]),
      registered: registered.filter((c): c is [string, string] => !!c[1]),
      // The company's statement states the company facts (Site settings › Company facts), as every page does;
      // a service's or sector's counts its own projects. Years in business: from the founding year, else left out.
      figures: [
        ...(key === 'company'
          ? onCover.map((f): [string, string] => [f.label, figure(f.value)])
          : ([
              [inScope.length === 1 ? 'Project' : 'Projects', figure(inScope.length)],
              [states.length === 1 ? 'State' : 'States', figure(states.length)],
              ['Sq ft delivered', figure(sqft)],
            ] as [string, string][])),
        ...(facts.yearsInBusiness ? [['Years in business', figure(facts.yearsInBusiness)] as [string, string]] : []),
      ],
      projects,
      logos,
      certificates,
      // The fire-door range (backed ratings only) on the fire-doors and company statements.
      doorRange: key === 'fire-doors' || key === 'company' ? (await getService('door-types').range()).doorTypes : [],
      madeOn: today,
    };
  };

  const make = async (key: CapabilityKey, version: string, now: Date): Promise<CapabilityPdf> => {
    const body = await renderPdf(await capabilityStatement(await content(key, now)));
    const settings: { companyName?: string | null } | null = await publishedSettings(strapi);
    const company = text(settings?.companyName) ?? 'Company';
    const safe = (s: string) =>
      s
        .normalize('NFKD')
        .replace(/[^\w .,()&-]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return {
      version,
      body,
      etag: `"cap-${crypto.createHash('sha1').update(body).digest('base64url')}"`,
      fileName: `${safe(company)} - Capability statement - ${key}.pdf`,
    };
  };

  return {
    /** The statement under the current content version: from memory, else made (once, however many ask). */
    async pdf(key: CapabilityKey, now = new Date()): Promise<CapabilityPdf> {
      const version = await getService('response-cache').version();
      const entry = made.get(key);
      if (entry && entry.version === version) return entry.pdf;
      const pdf = make(key, version, now);
      made.set(key, { version, pdf });
      pdf.catch(() => made.get(key)?.pdf === pdf && made.delete(key));
      return pdf;
    },
  };
};
