import type { Core } from '@strapi/strapi';
import {
  SHARE_IMAGE,
  countryName,
  isProfileUrl,
  readAccent,
  shareImagePath,
  timeZoneOr,
  whatsappDigits,
  type PostalAddress,
  type SiteInfo,
} from '@portfolio/contract';
import type { FileRow } from '../services/files';
import { DEFAULT_CARD } from '../services/share-images';
import { imageDetails } from '../utils/serialize';
import { xHandleOf } from '../utils/public-shapes';
import { publishedSettings } from '../utils/site-settings';
import { getService } from '../utils/get-service';

/** The published site settings, as the public site info reads them. */
interface PublicSettingsRow {
  companyName?: string;
  tagline?: string | null;
  phone?: string | null;
  whatsapp?: string | null;
  accentColor?: string | null;
  email?: string | null;
  address?: string | null;
  streetAddress?: string | null;
  addressLocality?: string | null;
  addressRegion?: string | null;
  postalCode?: string | null;
  addressCountry?: string | null;
  social?: { label?: string | null; url?: string | null }[] | null;
  footerText?: string | null;
  language?: string | null;
  timeZone?: string | null;
  shareImage?: FileRow | null;
  xHandle?: string | null;
  logo?: FileRow | null;
  gstin?: string | null;
  cin?: string | null;
}
/** Without a share image in the Site settings, pages share a card with the company name (services/share-images). */
const defaultShareImage = (companyName: string | undefined) => {
  const card = { url: shareImagePath(DEFAULT_CARD), ...SHARE_IMAGE };
  return { ...card, mime: 'image/jpeg', formats: {}, alt: companyName || null, share: card };
};

/** The company's details every public page shows (header, footer, contact, JSON-LD, share cards). */
export const siteInfo = async (strapi: Core.Strapi): Promise<SiteInfo> => {
  const [row, facts] = await Promise.all([
    publishedSettings(strapi, {
      populate: { social: true, shareImage: true, logo: true },
    }) as Promise<PublicSettingsRow | null>,
    getService('company-facts').facts(),
  ]);
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const address: PostalAddress = {
    streetAddress: text(row?.streetAddress),
    addressLocality: text(row?.addressLocality),
    addressRegion: text(row?.addressRegion),
    postalCode: text(row?.postalCode),
    addressCountry: text(row?.addressCountry),
  };
  // The old one-text address (a database the start-up could not move into the fields) as the street.
  if (!Object.values(address).some(Boolean)) address.streetAddress = text(row?.address);
  return {
    companyName: row?.companyName ?? '',
    tagline: row?.tagline ?? null,
    phone: row?.phone ?? null,
    whatsapp: whatsappDigits(row?.whatsapp),
    email: row?.email ?? null,
    address: Object.values(address).some(Boolean) ? address : null,
    addressCountryName: address.addressCountry ? countryName(address.addressCountry) : null,
    social: (row?.social ?? [])
      .filter((s) => s.label && isProfileUrl(s.url ?? ''))
      .map((s) => ({ label: s.label!, url: s.url!.trim() })),
    footerText: row?.footerText ?? null,
    language: row?.language || 'en-IN',
    timeZone: timeZoneOr(row?.timeZone),
    shareImage: imageDetails(row?.shareImage) ?? defaultShareImage(row?.companyName),
    xHandle: xHandleOf(row?.xHandle),
    logo: imageDetails(row?.logo),
    accentColor: readAccent(row?.accentColor),
    publicUrl: (strapi.config.get('server.url') as string) || null,
    gstin: text(row?.gstin),
    cin: text(row?.cin),
    facts,
  };
};
