import {
  LEAD_CHANNEL_LABELS,
  hasLeadSource,
  leadSourceOf,
  type LeadChannel,
  type LeadSource,
} from '@portfolio/contract';

/** A lead's source columns as enquiries and applications store them. */
export interface LeadSourceRow {
  landingPage?: string | null;
  referrerHost?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  channel?: LeadChannel | null;
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/**
 * Where a lead came from: the form's hidden fields when it sent them (the app's or the rendered
 * page's visit), else the visit the server remembers for this visitor (insights/visits.ts), else
 * Direct with nothing known.
 */
export const leadSourceFor = (
  fields: Record<string, unknown>,
  visit: LeadSource | null | undefined,
  origin: string,
): LeadSource => (hasLeadSource(fields) || !visit ? leadSourceOf(fields, hostOf(origin)) : visit);

/** The columns of a source. */
export const sourceColumns = (source: LeadSource): LeadSourceRow => ({ ...source });

/** The source as the API shows it; null for a lead stored before sources were kept. */
export const sourceOf = (row: LeadSourceRow): LeadSource | null =>
  row.channel
    ? {
        landingPage: row.landingPage ?? null,
        referrerHost: row.referrerHost ?? null,
        utmSource: row.utmSource ?? null,
        utmMedium: row.utmMedium ?? null,
        utmCampaign: row.utmCampaign ?? null,
        channel: row.channel,
      }
    : null;

/** The CSV exports' last columns, the same for enquiries and applications: where the lead came from. */
export const SOURCE_CSV_COLUMNS = [
  ['Source', (l) => (l.source ? LEAD_CHANNEL_LABELS[l.source.channel] : '')],
  ['Landing page', (l) => l.source?.landingPage],
  ['Referrer', (l) => l.source?.referrerHost],
  ['utm_source', (l) => l.source?.utmSource],
  ['utm_medium', (l) => l.source?.utmMedium],
  ['utm_campaign', (l) => l.source?.utmCampaign],
] as const satisfies ReadonlyArray<readonly [string, (lead: { source: LeadSource | null }) => unknown]>;
