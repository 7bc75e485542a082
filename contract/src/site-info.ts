import type { CompanyFacts } from './company-facts';
import type { ImageDetails } from './types';

/* The company's details every public page shows (Site settings): header, footer, contact, JSON-LD, share cards. */

export interface SocialLink {
  label: string;
  url: string;
}

/**
 * A link to one of the company's own profiles: an http(s) URL with a path (https://www.linkedin.com/company/x),
 * never a network's bare home page (https://www.linkedin.com/), which says nothing about the company.
 */
export const isProfileUrl = (url: string) => {
  try {
    const u = new URL(url.trim());
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.pathname.replace(/\/+$/, '') !== '';
  } catch {
    return false;
  }
};

/** The company's postal address in schema.org PostalAddress terms (Site settings' address fields). */
export interface PostalAddress {
  /** House, street, area; lines separated by newlines. */
  streetAddress: string | null;
  /** City or town. */
  addressLocality: string | null;
  /** State. */
  addressRegion: string | null;
  postalCode: string | null;
  /** ISO 3166-1 alpha-2 code ("IN") or a country name. */
  addressCountry: string | null;
}

/** Site settings (Strapi admin, Content Manager > Site settings): every page's header, footer and head. */
export interface SiteInfo {
  companyName: string;
  tagline: string | null;
  phone: string | null;
  /** The WhatsApp number as wa.me digits (whatsappDigits); null when none is set. */
  whatsapp?: string | null;
  email: string | null;
  /** Null when no address field is set. */
  address: PostalAddress | null;
  /**
   * The address's country as the footer shows it ("India" for IN; a name stays as typed), resolved
   * on the server so that the browser loads no locale data for it.
   */
  addressCountryName?: string | null;
  /** Only the company's own profiles (isProfileUrl). */
  social: SocialLink[];
  footerText: string | null;
  /** BCP 47 language of the site's texts: `<html lang>`, og:locale. */
  language: string;
  /**
   * The company's IANA time zone (Site settings › Time zone, default DEFAULT_TIME_ZONE): every date
   * a page shows is the day in it, on the server and in the browser alike (time-zone.ts).
   */
  timeZone: string;
  /** og:image of pages without their own picture. */
  shareImage: ImageDetails | null;
  /** The company's X (Twitter) handle without '@' (twitter:site), when it has one. */
  xHandle?: string | null;
  /** The company's logo (JSON-LD Organization.logo); the site's mark /logo.png when none is set. */
  logo: ImageDetails | null;
  /** PUBLIC_URL when set (canonical links); otherwise the request's origin is used. */
  publicUrl: string | null;
  /**
   * The company's accent colour (Site settings › Accent colour, `#rrggbb`): the dashboard's primary colour (accent.ts).
   */
  accentColor?: string | null;
  /** The company's registered details (Site settings › GSTIN, CIN), shown in the footer when set. */
  gstin?: string | null;
  cin?: string | null;
  /** The company's facts told once (Site settings › Company facts: company-facts.ts); every figure a page states. */
  facts?: CompanyFacts;
}

/**
 * A WhatsApp number as staff type it in the Site settings ("+91 98450 12345", "0091-98450-12345",
 * "https://wa.me/919845012345") as the digits wa.me wants (country code first, no '+'); null when it
 * is not a full international number (a 10-digit number without its country code included).
 */
export const whatsappDigits = (value: unknown): string | null => {
  let text = String(value ?? '')
    .trim()
    .replace(/^https?:\/\/(api\.)?wa\.me\//i, '')
    .replace(/[?#].*$/, '');
  text = text.replace(/[\s().-]/g, '').replace(/^00/, '+');
  const match = /^(\+?)([1-9]\d{7,14})$/.exec(text);
  if (!match) return null;
  // Without a '+', ten digits is a national number (an Indian mobile): wa.me needs the country code.
  if (!match[1] && match[2].length <= 10) return null;
  return match[2];
};

export const SETTINGS_MESSAGES = {
  timeZoneInvalid: 'Time zone must be an IANA time zone name such as Asia/Kolkata, Europe/London or UTC.',
  whatsappInvalid:
    'WhatsApp number: type the full international number with its country code, e.g. +91 98450 12345 (digits, spaces and dashes only).',
} as const;

/** The click-to-chat link: wa.me with a pre-filled message naming the page (no third-party script). */
export const whatsappHref = (digits: string, message: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
