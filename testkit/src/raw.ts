import http from 'node:http';

export interface RawResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One HTTP request exactly as given: a forged Host or X-Forwarded-Host header, or a path fetch()
 * would normalise (`/contact/%2e`), reaches the server as written.
 */
export const rawRequest = (
  baseUrl: string,
  {
    method = 'GET',
    path,
    headers = {},
    body,
  }: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
) =>
  new Promise<RawResult>((resolve, reject) => {
    const url = new URL(baseUrl);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });

/** Headers a forger sends: another site's name as Host and as the proxy's forwarded host. */
export const FORGED_HOST = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' };
