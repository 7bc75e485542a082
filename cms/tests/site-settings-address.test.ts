import { describe, expect, it } from 'vitest';
import { parseLegacyAddress } from '../src/api/site-setting/address';

/** The start-up move of an old one-text address into the address fields (pure; no server needed). */
describe('parseLegacyAddress', () => {
  it('splits the old seeded address into street, city, state, PIN and country', () => {
    expect(
      parseLegacyAddress('No. 42, 3rd Cross, Peenya Industrial Area, Phase II\nBengaluru, Karnataka 560058\nIndia'),
    ).toEqual({
      streetAddress: 'No. 42, 3rd Cross, Peenya Industrial Area, Phase II',
      addressLocality: 'Bengaluru',
      addressRegion: 'Karnataka',
      postalCode: '560058',
      addressCountry: 'IN',
    });
  });

  it('reads a city on its own line, a spaced PIN and no country', () => {
    expect(parseLegacyAddress('Plot 7, MIDC\nAndheri East\nMumbai\nmaharashtra - 400 093')).toEqual({
      streetAddress: 'Plot 7, MIDC\nAndheri East',
      addressLocality: 'Mumbai',
      addressRegion: 'Maharashtra',
      postalCode: '400093',
      addressCountry: null,
    });
  });

  it('reads a one-line address', () => {
    expect(parseLegacyAddress('12 MG Road, Kochi, Kerala 682016, India')).toEqual({
      streetAddress: '12 MG Road',
      addressLocality: 'Kochi',
      addressRegion: 'Kerala',
      postalCode: '682016',
      addressCountry: 'IN',
    });
  });

  it('guesses nothing without a postal code', () => {
    expect(parseLegacyAddress('Somewhere near the old mill')).toBeNull();
    expect(parseLegacyAddress('')).toBeNull();
  });
});
