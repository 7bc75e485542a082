import { describe, expect, it } from 'vitest';
import { hasLeadSource, landingPageOf, leadChannel, leadSourceOf, referrerHostOf, visitSourceOf } from './lead-source';

const none = { referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };

describe('the lead channel', () => {
  it('is Direct without a referrer or campaign', () => {
    expect(leadChannel(none)).toBe('direct');
  });

  it('is Campaign for a paid click and any other utm values', () => {
    expect(leadChannel({ ...none, utmSource: 'x', utmMedium: 'cpc' })).toBe('campaign');
    expect(leadChannel({ ...none, utmCampaign: 'diwali' })).toBe('campaign');
    expect(leadChannel({ ...none, utmSource: 'google', utmMedium: 'cpc', referrerHost: 'google.com' })).toBe(
      'campaign',
    );
  });

  it('is Email for an email medium or source, and for a webmail referrer', () => {
    expect(leadChannel({ ...none, utmSource: 'x', utmMedium: 'Email' })).toBe('email');
    expect(leadChannel({ ...none, utmSource: 'newsletter' })).toBe('email');
    expect(leadChannel({ ...none, referrerHost: 'mail.google.com' })).toBe('email');
  });

  it('is WhatsApp for a WhatsApp source, medium or referrer', () => {
    expect(leadChannel({ ...none, utmSource: 'WhatsApp', utmMedium: 'cpc' })).toBe('whatsapp');
    expect(leadChannel({ ...none, referrerHost: 'wa.me' })).toBe('whatsapp');
    expect(leadChannel({ ...none, referrerHost: 'web.whatsapp.com' })).toBe('whatsapp');
  });

  it('reads search engines, social networks and other sites from the referrer', () => {
    expect(leadChannel({ ...none, referrerHost: 'google.co.in' })).toBe('search');
    expect(leadChannel({ ...none, referrerHost: 'bing.com' })).toBe('search');
    expect(leadChannel({ ...none, referrerHost: 'linkedin.com' })).toBe('social');
    expect(leadChannel({ ...none, referrerHost: 'm.facebook.com' })).toBe('social');
    expect(leadChannel({ ...none, referrerHost: 't.co' })).toBe('social');
    expect(leadChannel({ ...none, referrerHost: 'architects-directory.in' })).toBe('referral');
    // A look-alike is not the search engine.
    expect(leadChannel({ ...none, referrerHost: 'notgoogle.com' })).toBe('referral');
  });

  it('takes social, organic and referral mediums as their channels', () => {
    expect(leadChannel({ ...none, utmSource: 'linkedin', utmMedium: 'social' })).toBe('social');
    expect(leadChannel({ ...none, utmSource: 'instagram' })).toBe('social');
    expect(leadChannel({ ...none, utmSource: 'google', utmMedium: 'organic' })).toBe('search');
    expect(leadChannel({ ...none, utmSource: 'partner', utmMedium: 'referral' })).toBe('referral');
  });
});

describe('a lead source from form fields', () => {
  it('keeps a referrer as its host only, never this site', () => {
    expect(referrerHostOf('https://www.Google.com/search?q=fire+doors')).toBe('google.com');
    expect(referrerHostOf('bing.com')).toBe('bing.com');
    expect(referrerHostOf('localhost:1337')).toBe('localhost');
    expect(referrerHostOf('not a host')).toBeNull();
    expect(leadSourceOf({ referrer: 'https://example.in/x' }, 'example.in').referrerHost).toBeNull();
  });

  it('keeps the landing page as a path of this site without its query', () => {
    expect(landingPageOf('/?utm_source=x')).toBe('/');
    expect(landingPageOf('/projects/clients?page=2')).toBe('/projects/clients');
    expect(landingPageOf('https://evil.example/')).toBeNull();
    expect(landingPageOf('//evil.example/')).toBeNull();
  });

  it('trims utm values, drops what is too long and derives the channel', () => {
    const source = leadSourceOf({
      landing: '/',
      utm_source: ' x ',
      utm_medium: 'cpc',
      utm_campaign: 'c'.repeat(150),
    });
    expect(source).toEqual({
      landingPage: '/',
      referrerHost: null,
      utmSource: 'x',
      utmMedium: 'cpc',
      utmCampaign: 'c'.repeat(100),
      channel: 'campaign',
    });
    expect(leadSourceOf({ utm_source: { $ne: 1 } }).utmSource).toBeNull();
    expect(hasLeadSource({ landing: '/about' })).toBe(true);
    expect(hasLeadSource({})).toBe(false);
  });
});

describe('a visit source from its first request', () => {
  it('starts a visit on a campaign link, an outside referrer or none', () => {
    expect(visitSourceOf('/?utm_source=x&utm_medium=cpc', null, 'example.in')).toMatchObject({
      landingPage: '/',
      utmSource: 'x',
      channel: 'campaign',
    });
    expect(visitSourceOf('/fire-doors', 'https://www.google.com/', 'example.in')).toMatchObject({
      landingPage: '/fire-doors',
      referrerHost: 'google.com',
      channel: 'search',
    });
    expect(visitSourceOf('/about', undefined, 'example.in')?.channel).toBe('direct');
  });

  it('is no new visit when this site sent the visitor, without campaign parameters', () => {
    expect(visitSourceOf('/projects', 'https://example.in/', 'example.in')).toBeNull();
    expect(visitSourceOf('/projects?utm_campaign=q4', 'https://example.in/', 'example.in')?.channel).toBe('campaign');
  });
});
