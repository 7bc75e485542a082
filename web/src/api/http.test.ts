import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import qs from 'qs';
import { ApiError, request, setUnauthorizedHandler } from './http';

const seen: string[] = [];
const server = setupServer(
  http.get('*/api/echo', ({ request: req }) => {
    seen.push(new URL(req.url).search);
    return HttpResponse.json({ ok: true });
  }),
  http.post('*/api/fail', () => HttpResponse.json({ message: 'Title is required.' }, { status: 400 })),
  http.get('*/api/private', () => HttpResponse.json({ message: 'Please sign in.' }, { status: 401 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the fetch layer', () => {
  it('serialises nested queries the way Strapi reads them (qs)', async () => {
    await request('/api/echo', { query: { filters: { slug: { $eq: 'home' } }, populate: ['sections', 'hero'] } });
    expect(decodeURIComponent(seen.at(-1)!)).toBe('?filters[slug][$eq]=home&populate[0]=sections&populate[1]=hero');
  });

  it("throws the server's message with its status", async () => {
    const error = await request('/api/fail', { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Title is required.' });
  });

  it('tells the registered handler about a 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    await expect(request('/api/private')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(null);
  });
});

describe('qs with the slim side-channel shim (vite.config.ts alias)', () => {
  it('still refuses cyclic objects', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(() => qs.stringify(cyclic)).toThrow(RangeError);
  });

  it('parses and stringifies like before', () => {
    expect(qs.parse('a[b][c]=d&e[]=1&e[]=2')).toEqual({ a: { b: { c: 'd' } }, e: ['1', '2'] });
    expect(qs.stringify({ a: { b: [1, 2] } }, { encodeValuesOnly: true })).toBe('a[b][0]=1&a[b][1]=2');
  });
});
