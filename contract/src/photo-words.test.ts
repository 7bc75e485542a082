import { describe, expect, it } from 'vitest';
import { PHOTO_WORD_MESSAGES, newPhotoIndex, parsePhotoWords, photoAltOf } from './photo-words';

describe('photo captions and alt texts', () => {
  it('reads one text per photo, cleaned, null and blank as none', () => {
    expect(parsePhotoWords('photoCaptions', JSON.stringify(['  Lobby\n at dusk ', null, '']), 3)).toEqual({
      values: ['Lobby at dusk', '', ''],
    });
    expect(parsePhotoWords('photoCaptions', undefined, 3)).toEqual({});
  });
  it('refuses what is not a list of texts, the wrong count and long texts, naming the photo', () => {
    expect(parsePhotoWords('photoAlts', '{"a":1}', 1)).toEqual({ error: PHOTO_WORD_MESSAGES.notList('photoAlts') });
    expect(parsePhotoWords('photoAlts', 'not json', 1)).toEqual({ error: PHOTO_WORD_MESSAGES.notList('photoAlts') });
    expect(parsePhotoWords('photoCaptions', '["a", 3]', 2)).toEqual({
      error: 'The caption of photo 2 must be a text (or empty for none).',
    });
    expect(parsePhotoWords('photoCaptions', '["a"]', 2)).toEqual({
      error: 'Photo captions: 1 given for 2 photos. Send one per photo, in photo order (an empty text for none).',
    });
    expect(parsePhotoWords('photoAlts', JSON.stringify(['ok', 'x'.repeat(251)]), 2)).toEqual({
      error: 'The alt text of photo 2 must be at most 250 characters.',
    });
    expect(parsePhotoWords('photoAlts', JSON.stringify(['x'.repeat(250)]), 1)).toEqual({ values: ['x'.repeat(250)] });
  });
  it('alt falls back to the caption, then the project name', () => {
    expect(photoAltOf('Steel frame', 'Lobby', 'NCB')).toBe('Steel frame');
    expect(photoAltOf(' ', 'Lobby', 'NCB')).toBe('Lobby');
    expect(photoAltOf(null, '', 'NCB')).toBe('NCB');
  });
  it('new:N places a new photo in keepPhotos', () => {
    expect(newPhotoIndex('new:2')).toBe(2);
    expect(newPhotoIndex('/uploads/new:2.jpg')).toBeNull();
  });
});
