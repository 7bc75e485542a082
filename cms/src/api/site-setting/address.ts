import type { Core } from '@strapi/strapi';
import { findState } from '@portfolio/contract';

const UID = 'api::site-setting.site-setting';
const FIELDS = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'] as const;
type AddressFields = Record<(typeof FIELDS)[number], string | null>;

const COUNTRIES: Record<string, string> = { india: 'IN' };

/**
 * Splits the old one-text address ("No. 42, 3rd Cross…\nBengaluru, Karnataka 560058\nIndia") into the
 * address fields: the country on the last line, the city, state and PIN on the line ending in a postal
 * code, the street before it. Null when it has no such line (nothing is guessed then).
 */
export const parseLegacyAddress = (text: string): AddressFields | null => {
  let parts = text
    .split(/\r?\n/)
    .map((p) => p.trim().replace(/,$/, ''))
    .filter(Boolean);
  if (parts.length === 1)
    parts = parts[0]
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
  const country = parts.length > 1 ? COUNTRIES[parts[parts.length - 1].toLowerCase()] : undefined;
  if (country) parts = parts.slice(0, -1);
  let at = parts.length - 1;
  while (at >= 0 && !/(\d{6}|\d{3} \d{3})$/.test(parts[at])) at--;
  if (at < 0) return null;
  const [, place, postalCode] = /^(.*?)[\s,-]*(\d{6}|\d{3} \d{3})$/.exec(parts[at])!;
  const pieces = place
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const region = pieces.length && findState(pieces[pieces.length - 1]) ? findState(pieces.pop()!)! : null;
  // The city is on the postal code's line ("Bengaluru, Karnataka 560058") or on the line before it.
  let streetEnd = at;
  const locality = pieces.pop() ?? (at > 0 ? parts[(streetEnd = at - 1)] : null);
  const street = [...parts.slice(0, streetEnd), ...pieces];
  return {
    streetAddress: street.join('\n') || null,
    addressLocality: locality,
    addressRegion: region,
    postalCode: postalCode.replace(' ', ''),
    addressCountry: country ?? null,
  };
};

/**
 * Start-up: a database from before the address fields keeps its address as one text. When none of the
 * fields is set and that text parses, it moves into them (the text is cleared, so one address is
 * shown); otherwise it stays as it is and the footer shows it until staff fill in the fields.
 */
export const migrateLegacyAddress = async (strapi: Core.Strapi) => {
  const settings = strapi.db.query(UID);
  // The published settings and their draft (Draft & Publish), each on its own.
  for (const row of (await settings.findMany({ orderBy: { id: 'asc' } })) as Array<
    Record<string, unknown> & { id: number; address?: string | null; publishedAt?: string | null }
  >) {
    if (!row?.address || FIELDS.some((f) => row[f])) continue;
    const fields = parseLegacyAddress(row.address);
    if (!fields) continue;
    await settings.update({ where: { id: row.id }, data: { ...fields, address: null } });
    strapi.log.info(
      `Site settings${row.publishedAt ? '' : ' (draft)'}: the address text was moved into the address fields (street, city, state, postal code, country).`,
    );
  }
};
