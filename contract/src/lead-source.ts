import { isOnSiteLink } from './links';

/**
 * Where a lead comes from: the first page of the visit, the referring site's host (never the full
 * URL), the campaign's utm_* values and the channel derived from them. Carried from the visit's
 * first page to the enquiry or application form in hidden fields (no cookie), stored with the lead.
 */
export const LEAD_CHANNELS = ['direct', 'search', 'social', 'whatsapp', 'referral', 'campaign', 'email'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];
export const isLeadChannel = (v: unknown): v is LeadChannel => (LEAD_CHANNELS as readonly unknown[]).includes(v);
/** The inboxes' answer to a source filter that is not a channel. */
export const LEAD_CHANNEL_INVALID = `Source must be one of: ${LEAD_CHANNELS.join(', ')}.`;
export const LEAD_CHANNEL_LABELS: Record<LeadChannel, string> = {
  direct: 'Direct',
  search: 'Search',
  social: 'Social',
  whatsapp: 'WhatsApp',
  referral: 'Referral',
  campaign: 'Campaign',
  email: 'Email',
};

/** The forms' hidden fields (and the landing URL's parameters) that carry a visit's source. */
export const LEAD_SOURCE_FIELDS = {
  landingPage: 'landing',
  referrerHost: 'referrer',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
} as const;

export const LEAD_SOURCE_LIMITS = { utmMax: 100, hostMax: 253, landingMax: 500 } as const;

/** What a lead stores about where it came from (null: not known or not sent). */
export interface LeadSource {
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  channel: LeadChannel;
}

const SEARCH_HOSTS = [
  /(^|\.)google\.[a-z.]+$/,
  /(^|\.)bing\.com$/,
  /(^|\.)duckduckgo\.com$/,
  /(^|\.)search\.yahoo\.com$/,
  /(^|\.)yandex\.[a-z.]+$/,
  /(^|\.)baidu\.com$/,
  /(^|\.)ecosia\.org$/,
  /(^|\.)search\.brave\.com$/,
];
const SOCIAL_HOSTS = [
  /(^|\.)facebook\.com$/,
  /(^|\.)fb\.(com|me)$/,
  /(^|\.)instagram\.com$/,
  /(^|\.)linkedin\.com$/,
  /^lnkd\.in$/,
  /^t\.co$/,
  /(^|\.)twitter\.com$/,
  /(^|\.)x\.com$/,
  /(^|\.)youtube\.com$/,
  /^youtu\.be$/,
  /(^|\.)pinterest\.[a-z.]+$/,
  /(^|\.)reddit\.com$/,
  /(^|\.)threads\.net$/,
  /(^|\.)quora\.com$/,
];
const WHATSAPP_HOSTS = [/(^|\.)whatsapp\.(com|net)$/, /^wa\.me$/];
const MAIL_HOSTS = [/^mail\.google\.com$/, /^outlook\.(live|office|office365)\.com$/, /^mail\.yahoo\.com$/];
const SOCIAL_SOURCES = /^(facebook|fb|instagram|ig|linkedin|twitter|x|youtube|pinterest|reddit|threads|quora)$/;

const matches = (host: string, patterns: RegExp[]) => patterns.some((p) => p.test(host));

/**
 * The channel of a visit, from its utm_* values first, then the referring host:
 * an email medium or source → Email; WhatsApp as source, medium or referrer → WhatsApp; any other
 * utm value → Campaign (utm_medium `social` or a social network as source with medium `social`/`organic`
 * → Social, `organic` → Search, `referral` → Referral); else a search engine → Search, a social network →
 * Social (a webmail first → Email), another site → Referral; no referrer (or this site) → Direct.
 */
export const leadChannel = (source: Omit<LeadSource, 'channel' | 'landingPage'>): LeadChannel => {
  const utmSource = source.utmSource?.toLowerCase() ?? '';
  const utmMedium = source.utmMedium?.toLowerCase() ?? '';
  const host = source.referrerHost?.toLowerCase() ?? '';
  if (/^(e-?mail|newsletter)$/.test(utmMedium) || /^(e-?mail|newsletter)$/.test(utmSource)) return 'email';
  if (utmSource === 'whatsapp' || utmMedium === 'whatsapp' || (host && matches(host, WHATSAPP_HOSTS)))
    return 'whatsapp';
  if (utmSource || utmMedium || source.utmCampaign) {
    if (utmMedium === 'social' || (SOCIAL_SOURCES.test(utmSource) && (!utmMedium || utmMedium === 'organic')))
      return 'social';
    if (utmMedium === 'organic') return 'search';
    if (utmMedium === 'referral') return 'referral';
    return 'campaign';
  }
  if (!host) return 'direct';
  if (matches(host, MAIL_HOSTS)) return 'email';
  if (matches(host, SEARCH_HOSTS)) return 'search';
  if (matches(host, SOCIAL_HOSTS)) return 'social';
  return 'referral';
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
/** A utm value as stored: trimmed, control characters dropped, at most 100 characters; null when empty. */
const utm = (v: unknown): string | null =>
  text(v)
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, LEAD_SOURCE_LIMITS.utmMax) || null;

/** A host name (letters, digits, dots, hyphens; lower case), or null: a full URL gives its host. */
export const referrerHostOf = (v: unknown): string | null => {
  let raw = text(v).toLowerCase();
  if (!raw) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(raw)) {
    try {
      raw = new URL(raw).hostname;
    } catch {
      return null;
    }
  }
  raw = raw
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  return raw.length <= LEAD_SOURCE_LIMITS.hostMax &&
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(raw)
    ? raw
    : null;
};

/** A landing page as stored: a path of this site without its query ("/projects"), or null. */
export const landingPageOf = (v: unknown): string | null => {
  const raw = text(v);
  if (!raw || !isOnSiteLink(raw) || /[\s\\]/.test(raw)) return null;
  const path = raw.replace(/[?#].*$/, '') || '/';
  return path.length <= LEAD_SOURCE_LIMITS.landingMax ? path : null;
};

/**
 * A lead's source from what a form (or a landing URL) sent: each value checked and trimmed (a bad
 * one is dropped, never refused: the visitor cannot fix a hidden field), the channel derived.
 * `ownHost`: this site's host, which is never a referrer.
 */
export const leadSourceOf = (input: Record<string, unknown>, ownHost?: string | null): LeadSource => {
  const F = LEAD_SOURCE_FIELDS;
  let referrerHost = referrerHostOf(input[F.referrerHost]);
  const own = referrerHostOf(ownHost ?? '');
  if (referrerHost && own && referrerHost === own) referrerHost = null;
  const source = {
    landingPage: landingPageOf(input[F.landingPage]),
    referrerHost,
    utmSource: utm(input[F.utmSource]),
    utmMedium: utm(input[F.utmMedium]),
    utmCampaign: utm(input[F.utmCampaign]),
  };
  return { ...source, channel: leadChannel(source) };
};

/** Was anything of a source sent (a landing page at least)? A form without it falls back to the server's visit. */
export const hasLeadSource = (input: Record<string, unknown>): boolean =>
  landingPageOf(input[LEAD_SOURCE_FIELDS.landingPage]) !== null;

/** The hidden fields' values of a source (empty strings for what is not known). */
export const leadSourceFields = (source: LeadSource | null | undefined): Record<string, string> => {
  const F = LEAD_SOURCE_FIELDS;
  return {
    [F.landingPage]: source?.landingPage ?? '',
    [F.referrerHost]: source?.referrerHost ?? '',
    [F.utmSource]: source?.utmSource ?? '',
    [F.utmMedium]: source?.utmMedium ?? '',
    [F.utmCampaign]: source?.utmCampaign ?? '',
  };
};

/**
 * A visit's source from its first page: the page's path and query (utm_* read from it) and the
 * Referer it was requested with (`ownHost`: this site's host or hosts). Null when the page was reached from this site
 * itself without
 * campaign parameters (not the visit's first page).
 */
export const visitSourceOf = (
  pathAndQuery: string,
  referrer: string | null | undefined,
  ownHost: string | string[],
): LeadSource | null => {
  const url = new URL(pathAndQuery, 'https://on-site.invalid');
  const query = Object.fromEntries(
    (['utmSource', 'utmMedium', 'utmCampaign'] as const).map((k) => [
      LEAD_SOURCE_FIELDS[k],
      url.searchParams.get(LEAD_SOURCE_FIELDS[k]) ?? '',
    ]),
  );
  const own = [ownHost].flat().map(referrerHostOf);
  const referrerHost = referrer ? referrerHostOf(referrer) : null;
  const fromHere = !!referrerHost && own.includes(referrerHost);
  const hasUtm = Object.values(query).some((v) => v.trim() !== '');
  if (fromHere && !hasUtm) return null;
  return leadSourceOf({
    ...query,
    [LEAD_SOURCE_FIELDS.landingPage]: url.pathname,
    [LEAD_SOURCE_FIELDS.referrerHost]: fromHere ? '' : (referrer ?? ''),
  });
};
