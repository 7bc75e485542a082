/** An HTTP error with the server's `{ message }` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Unauthorized = (error: ApiError) => void;
let onUnauthorized: Unauthorized | null = null;
/** The dashboard registers what a 401 does (go to the home page); the public site does not. */
export const setUnauthorizedHandler = (handler: Unauthorized | null) => {
  onUnauthorized = handler;
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON, FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

/** `?a=1&b=2` from the values that are set (undefined, null and '' are left out), or ''. */
export const queryString = (params: object) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

const messageOf = (body: unknown, fallback: string) =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : fallback;

const parse = (text: string) => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
};

const fail = (status: number, body: unknown): never => {
  const error = new ApiError(status, messageOf(body, `Request failed (${status})`), body);
  if (status === 401) onUnauthorized?.(error);
  throw error;
};

/** The one fetch layer: every call to the API goes through here, with the credentials cookie. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const init: RequestInit = { method, credentials: 'include', signal, headers: { Accept: 'application/json' } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  const data = parse(await res.text());
  if (!res.ok) fail(res.status, data);
  return data as T;
}

/** Multipart upload with progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function upload<T>(
  path: string,
  form: FormData,
  { method = 'POST', onProgress }: { method?: 'POST' | 'PUT' | 'PATCH'; onProgress?: (percent: number) => void } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else {
        try {
          fail(xhr.status, data);
        } catch (error) {
          reject(error);
        }
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error. Please check your connection.'));
    xhr.send(form);
  });
}

/** SWR's fetcher: the key is the request path. */
export const fetcher = <T>(path: string) => request<T>(path);
