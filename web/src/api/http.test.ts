import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError, queryString, request, setUnauthorizedHandler } from './http';

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
  it('sends a query string of the values that are set, encoded', async () => {
    await request(`/api/echo${queryString({ q: 'Aster & Co', page: 2, status: '', projectType: undefined })}`);
    expect(new URLSearchParams(seen.at(-1)!).get('q')).toBe('Aster & Co');
    expect(seen.at(-1)).toBe('?q=Aster+%26+Co&page=2');
    expect(queryString({ q: '' })).toBe('');
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
