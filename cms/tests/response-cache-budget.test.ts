import { describe, expect, it } from 'vitest';
import config from '../src/plugins/installer/server/src/config';
import responseCache from '../src/plugins/installer/server/src/services/response-cache';

/**
 * Unit test of the cache's memory bound: get/set need no database, so no server is started. The
 * budget is the plugin's responseCacheMb setting (RESPONSE_CACHE_MB in cms/config/plugins.ts).
 */
const KB = 1024;
const cacheWithBudget = (mb: string) => {
  const settings = { ...config.default, responseCacheMb: Number(mb) };
  return responseCache({ strapi: { config: { get: () => settings } } as never });
};

// Random bytes: gzip cannot shrink them, so each entry costs about twice its size.
const body = (size: number) => Buffer.from(Array.from({ length: size }, () => Math.floor(Math.random() * 256)));

describe('response cache budget', () => {
  it('never holds more bytes than RESPONSE_CACHE_MB, dropping the least recently used first', () => {
    const cache = cacheWithBudget(String(64 / 1024)); // 64 KB
    for (let i = 0; i < 50; i++) cache.set(`/key-${i}`, '1', body(10 * KB));
    expect(cache.size().bytes).toBeLessThanOrEqual(64 * KB);
    expect(cache.size().entries).toBeGreaterThan(0);
    expect(cache.get('/key-0', '1')).toBeUndefined();
    expect(cache.get('/key-49', '1')?.body.length).toBe(10 * KB);
  });

  it('drops the least recently used entry first: reading an entry keeps it', () => {
    const cache = cacheWithBudget(String(64 / 1024)); // room for three entries of ~20 KB (body + gzip)
    for (const key of ['/a', '/b', '/c']) cache.set(key, '1', body(10 * KB));
    expect(cache.size().entries).toBe(3);
    cache.get('/a', '1');
    cache.set('/d', '1', body(10 * KB));
    expect(cache.get('/b', '1')).toBeUndefined();
    expect(cache.get('/a', '1')).toBeDefined();
    expect(cache.get('/d', '1')).toBeDefined();
  });

  it('serves but does not keep an answer bigger than the whole budget, and forgets entries of an old version', () => {
    const cache = cacheWithBudget(String(16 / 1024));
    const big = cache.set('/big', '1', body(32 * KB));
    expect(big.body.length).toBe(32 * KB);
    expect(cache.get('/big', '1')).toBeUndefined();
    cache.set('/small', '1', Buffer.from('{"a":1}'));
    expect(cache.get('/small', '2')).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });
});
