import type { PostalAddress } from '@portfolio/contract';

/** "IN" -> "India" (English names, the same on the server and in the browser); a name stays as typed. */
const countryName = (country: string) => {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
};

/** The address as a letter shows it: street lines, "City, State PIN", country. */
export const addressLines = (address: PostalAddress | null | undefined): string[] => {
  if (!address) return [];
  const { streetAddress, addressLocality, addressRegion, postalCode, addressCountry } = address;
  const place = [[addressLocality, addressRegion].filter(Boolean).join(', '), postalCode].filter(Boolean).join(' ');
  return [...(streetAddress?.split(/\r?\n/) ?? []), place, addressCountry ? countryName(addressCountry) : ''].map((l) => l.trim()).filter(Boolean);
};
