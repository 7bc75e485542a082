import type { PostalAddress } from '@portfolio/contract';

/**
 * The address as a letter shows it: street lines, "City, State PIN", country (its name, from the server:
 * SiteInfo.addressCountryName).
 */
export const addressLines = (address: PostalAddress | null | undefined, countryName?: string | null): string[] => {
  if (!address) return [];
  const { streetAddress, addressLocality, addressRegion, postalCode, addressCountry } = address;
  const place = [[addressLocality, addressRegion].filter(Boolean).join(', '), postalCode].filter(Boolean).join(' ');
  return [...(streetAddress?.split(/\r?\n/) ?? []), place, countryName ?? addressCountry ?? '']
    .map((l) => l.trim())
    .filter(Boolean);
};
