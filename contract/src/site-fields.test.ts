import { describe, expect, it } from 'vitest';
import { KEY_FACT_FIELDS } from './key-facts';
import { PHOTO_WORD_FIELDS } from './photo-words';
import { SITE_FIELDS, maySendSiteField, refusedSiteField } from './site-fields';

const detailsOnly = { 'edit-site-details': true, 'edit-site-photos': false };
const photosOnly = { 'edit-site-details': false, 'edit-site-photos': true };
const sending =
  (...fields: string[]) =>
  (name: string) =>
    fields.includes(name);

describe('updateSite field → power table', () => {
  it('lets the details power change the texts, key facts, featured and draft, and not the media', () => {
    for (const field of ['siteName', 'description', 'site_end', 'services', 'featured', 'draft', ...KEY_FACT_FIELDS]) {
      expect(maySendSiteField(detailsOnly, field), field).toBe(true);
      expect(maySendSiteField(photosOnly, field), field).toBe(false);
    }
  });

  it('lets the photos power change the photos, their order and words, and the video', () => {
    for (const field of ['photos', 'keepPhotos', 'video', ...PHOTO_WORD_FIELDS]) {
      expect(maySendSiteField(photosOnly, field), field).toBe(true);
      expect(maySendSiteField(detailsOnly, field), field).toBe(false);
    }
  });

  it('asks nothing more for the ids, and never lets a signed-out or powerless user change a field', () => {
    expect(maySendSiteField(undefined, 'clientId')).toBe(true);
    expect(maySendSiteField({}, 'siteId')).toBe(true);
    expect(maySendSiteField(undefined, 'siteName')).toBe(false);
    expect(maySendSiteField({ 'edit-site-details': 'yes' as unknown as boolean }, 'siteName')).toBe(false);
    // A name that only looks like a table entry (an object's own property) is not one.
    expect(maySendSiteField({}, 'toString')).toBe(true);
  });

  it('names the first refused field, details before media, and nothing when all are allowed', () => {
    expect(refusedSiteField(photosOnly, sending('photos', 'area', 'siteName'))).toBe('Site Name');
    expect(refusedSiteField(detailsOnly, sending('siteName', 'photoAlts', 'video'))).toBe('Video');
    expect(refusedSiteField(photosOnly, sending('contractValue'))).toBe(SITE_FIELDS.contractValue.label);
    expect(refusedSiteField(detailsOnly, sending('siteName', 'contractValue', 'clientId'))).toBeUndefined();
    expect(refusedSiteField({ 'edit-site-details': true, 'edit-site-photos': true }, () => true)).toBeUndefined();
  });
});
