import type { Industry } from './industries';
import type { Service } from './projects';

/**
 * "Similar works" of Indian public tenders (the CPWD rule): within the period (7 years
 * back from today by default) the bidder completed three works each costing at least 40% of the
 * tender's estimated cost, or two of at least 50%, or one of at least 80%, each with a completion
 * certificate. Shared by the server (the API answer and the tender pack) and the dashboard.
 */
export const SIMILAR_WORK_RULES = [
  { rule: '3x40', count: 3, percent: 40 },
  { rule: '2x50', count: 2, percent: 50 },
  { rule: '1x80', count: 1, percent: 80 },
] as const;
export type SimilarWorkRule = (typeof SIMILAR_WORK_RULES)[number]['rule'];

export const TENDER_DEFAULT_YEARS = 7;
export const TENDER_MAX_YEARS = 25;
/** ₹10,000 crore: larger estimates are typing mistakes. */
export const TENDER_MAX_VALUE = 1e11;

/** A project as the rule sees it (completed or not; drafts included, this answer is for staff). */
export interface TenderWork {
  siteId: string;
  name: string;
  client: string;
  /** Rupees; null when not entered. */
  contractValue: number | null;
  /** YYYY-MM-DD; null when not entered. */
  completedOn: string | null;
  completed: boolean;
  hasCompletionCertificate: boolean;
  sector?: Industry | null;
  services?: readonly Service[];
}

export interface QualifyingWork {
  siteId: string;
  name: string;
  client: string;
  contractValue: number;
  completedOn: string;
}

export interface SimilarWorksCriterion {
  rule: SimilarWorkRule;
  /** The smallest value (whole rupees) a work must have to count. */
  threshold: number;
  met: boolean;
  /** Every work at or above the threshold, the ones nearest the threshold first. */
  works: QualifyingWork[];
}

export interface NeedsDataWork {
  siteId: string;
  name: string;
  client: string;
  contractValue: number | null;
  completedOn: string | null;
  missing: ('contractValue' | 'completedOn' | 'completionCertificate')[];
}

export interface SimilarWorksAnswer {
  qualifies: boolean;
  value: number;
  years: number;
  /** The first completion date that counts (YYYY-MM-DD). */
  since: string;
  sector: Industry | null;
  service: Service | null;
  criteria: SimilarWorksCriterion[];
  needsData: NeedsDataWork[];
}

export interface SimilarWorksQuery {
  value: number;
  years?: number;
  sector?: Industry | null;
  service?: Service | null;
  /** Today as YYYY-MM-DD in the company's time zone. */
  today: string;
}

/** `date` minus whole years, as YYYY-MM-DD (29 Feb falls back to 28 Feb). */
export const yearsBefore = (date: string, years: number): string => {
  const [y, m, d] = date.split('-').map(Number);
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
};

/** The whole-rupee threshold of a rule: the smallest value that is at least `percent` of the estimate. */
export const ruleThreshold = (value: number, percent: number): number => Math.ceil((value * percent) / 100 - 1e-9);

/**
 * The similar-works answer. A work counts when it is completed within the period (its completion
 * date on or after `since`, not after today), matches the sector/service asked for, has a value and
 * a completion certificate. Completed works of the period (or with no date) missing a value, a date or
 * the certificate are listed apart as `needsData`.
 */
export const similarWorks = (works: readonly TenderWork[], query: SimilarWorksQuery): SimilarWorksAnswer => {
  const years = query.years ?? TENDER_DEFAULT_YEARS;
  const since = yearsBefore(query.today, years);
  const sector = query.sector ?? null;
  const service = query.service ?? null;
  const relevant = works.filter(
    (w) => w.completed && (!sector || w.sector === sector) && (!service || (w.services ?? []).includes(service)),
  );
  const inPeriod = (date: string) => date >= since && date <= query.today;

  const complete: QualifyingWork[] = [];
  const needsData: NeedsDataWork[] = [];
  for (const w of relevant) {
    if (w.completedOn && !inPeriod(w.completedOn)) continue;
    const missing: NeedsDataWork['missing'] = [];
    if (w.contractValue == null) missing.push('contractValue');
    if (!w.completedOn) missing.push('completedOn');
    if (!w.hasCompletionCertificate) missing.push('completionCertificate');
    if (missing.length) {
      needsData.push({
        siteId: w.siteId,
        name: w.name,
        client: w.client,
        contractValue: w.contractValue,
        completedOn: w.completedOn,
        missing,
      });
      continue;
    }
    complete.push({
      siteId: w.siteId,
      name: w.name,
      client: w.client,
      contractValue: w.contractValue!,
      completedOn: w.completedOn!,
    });
  }
  complete.sort((a, b) => a.contractValue - b.contractValue || b.completedOn.localeCompare(a.completedOn));

  const criteria = SIMILAR_WORK_RULES.map(({ rule, count, percent }) => {
    const threshold = ruleThreshold(query.value, percent);
    const qualifying = complete.filter((w) => w.contractValue >= threshold);
    return { rule, threshold, met: qualifying.length >= count, works: qualifying };
  });
  needsData.sort((a, b) => a.client.localeCompare(b.client) || a.name.localeCompare(b.name));
  return {
    qualifies: criteria.some((c) => c.met),
    value: query.value,
    years,
    since,
    sector,
    service,
    criteria,
    needsData,
  };
};

export const TENDER_MESSAGES = {
  valueRequired: 'Enter the tender’s estimated cost in rupees (a whole number above zero).',
  valueTooLarge: 'The estimated cost is too large. Enter it in rupees, e.g. 25000000 for ₹2.5 crore.',
  yearsInvalid: `The period must be a whole number of years between 1 and ${TENDER_MAX_YEARS}.`,
  sectorInvalid: 'Choose a sector from the list, or none.',
  serviceInvalid: 'Choose a service from the list, or none.',
  doorSchedulesInvalid: 'doorSchedules must be true or false.',
} as const;

export const SIMILAR_WORK_RULE_LABELS: Record<SimilarWorkRule, string> = {
  '3x40': 'Three works, each at least 40% of the estimate',
  '2x50': 'Two works, each at least 50% of the estimate',
  '1x80': 'One work of at least 80% of the estimate',
};

type Parsed =
  | {
      ok: true;
      value: number;
      years: number;
      sector: Industry | null;
      service: Service | null;
      /** The pack also holds each qualifying project's door schedule (PDF), when it has fire doors. */
      doorSchedules: boolean;
    }
  | { ok: false; message: string };

/** Reads the query string of `GET /api/v1/tenders/similar-works` (and the pack): a clear message for bad input. */
export const parseSimilarWorksQuery = (
  params: Record<string, unknown>,
  lists: { isIndustry: (v: string) => v is Industry; isService: (v: string) => v is Service },
): Parsed => {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const rawValue = text(params.value).replace(/[,\s₹]/g, '');
  if (!/^\d+$/.test(rawValue) || Number(rawValue) <= 0) return { ok: false, message: TENDER_MESSAGES.valueRequired };
  const value = Number(rawValue);
  if (value > TENDER_MAX_VALUE) return { ok: false, message: TENDER_MESSAGES.valueTooLarge };
  const rawYears = text(params.years);
  const years = rawYears === '' ? TENDER_DEFAULT_YEARS : Number(rawYears);
  if (!Number.isInteger(years) || years < 1 || years > TENDER_MAX_YEARS || !/^\d+$/.test(rawYears || '7'))
    return { ok: false, message: TENDER_MESSAGES.yearsInvalid };
  const sector = text(params.sector);
  if (sector && !lists.isIndustry(sector)) return { ok: false, message: TENDER_MESSAGES.sectorInvalid };
  const service = text(params.service);
  if (service && !lists.isService(service)) return { ok: false, message: TENDER_MESSAGES.serviceInvalid };
  const doorSchedules = text(params.doorSchedules);
  if (!['', 'true', 'false'].includes(doorSchedules))
    return { ok: false, message: TENDER_MESSAGES.doorSchedulesInvalid };
  return {
    ok: true,
    value,
    years,
    sector: (sector || null) as Industry | null,
    service: (service || null) as Service | null,
    doorSchedules: doorSchedules === 'true',
  };
};

/** A project's private documents: proof for tenders, never public. */
export const SITE_DOCUMENT_KINDS = ['completion-certificate', 'work-order', 'other'] as const;
export type SiteDocumentKind = (typeof SITE_DOCUMENT_KINDS)[number];
export const isSiteDocumentKind = (v: unknown): v is SiteDocumentKind =>
  (SITE_DOCUMENT_KINDS as readonly unknown[]).includes(v);
export const SITE_DOCUMENT_KIND_LABELS: Record<SiteDocumentKind, string> = {
  'completion-certificate': 'Completion certificate',
  'work-order': 'Work order',
  other: 'Other',
};
/** The multipart fields of POST /clients/sites/:siteId/documents. */
export const SITE_DOCUMENT_FIELDS = { kind: 'kind', file: 'file' } as const;

export interface SiteDocumentItem {
  _id: string;
  siteId: string;
  kind: SiteDocumentKind;
  fileName: string;
  mime: string;
  size: number;
  createdAt: string;
  /** Staff only: GET with the session cookie. */
  href: string;
}

export const SITE_DOCUMENT_MESSAGES = {
  kindInvalid: `Choose what the document is: ${SITE_DOCUMENT_KINDS.map((k) => SITE_DOCUMENT_KIND_LABELS[k].toLowerCase()).join(', ')}.`,
  siteNotFound: 'Project not found.',
  notFound: 'Document not found.',
  created: 'Document attached to the project.',
  removed: 'Document removed from the project.',
  confirmRemove: 'Remove this document from the project? It cannot be restored.',
} as const;

export interface SiteDocumentListResponse {
  documents: SiteDocumentItem[];
}
