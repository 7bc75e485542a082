import { SESSION_COOKIE } from '@portfolio/contract';

/**
 * A tiny HTTP client for API tests: remembers the session cookie like a browser would.
 * `call` returns the status, the parsed JSON body (or text) and the response headers.
 */
export interface ApiResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class Agent {
  cookie = '';
  constructor(readonly baseUrl: string) {}

  async call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const res = await fetch(this.baseUrl + path, init);
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length) {
      const jar = new Map(
        this.cookie
          ? this.cookie
              .split('; ')
              .map((c) => c.split('=') as [string, string])
              .map(([k, ...v]) => [k, v.join('=')])
          : [],
      );
      for (const c of setCookies) {
        const [pair] = c.split(';');
        const [name, ...rest] = pair.split('=');
        const value = rest.join('=');
        if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(name);
        else jar.set(name, value);
      }
      this.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get = <T = any>(path: string) => this.call<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.call<T>('POST', path, body);
  put = <T = any>(path: string, body?: unknown) => this.call<T>('PUT', path, body);
  patch = <T = any>(path: string, body?: unknown) => this.call<T>('PATCH', path, body);
  del = <T = any>(path: string, body?: unknown) => this.call<T>('DELETE', path, body);

  hasSession = () => this.cookie.includes(`${SESSION_COOKIE}=`);
}

/** Signs in and returns an agent holding the session cookie; throws when sign-in fails. */
export const signIn = async (baseUrl: string, email: string, password: string) => {
  const agent = new Agent(baseUrl);
  const res = await agent.post('/api/v1/user/login', { email, password });
  if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
};
