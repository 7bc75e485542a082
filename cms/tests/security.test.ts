import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, POWERS, SESSION_COOKIE, firstError, validateCredentials } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { createUser, listUsers, type TestUser } from '@portfolio/testkit/users';

/**
 * Generated bad input against the user routes: never a 5xx, always { message }, and nothing
 * changes (the user list and the victim's powers stay identical, sessions keep working).
 */
const RUNS = { numRuns: 40 };

let server: TestServer;
let admin: Agent;
let victim: TestUser;
let usersBefore: unknown;

beforeAll(async () => {
  // A high per-IP limit keeps the login path exercised instead of answering 429 throughout.
  server = await startServer({ LOGIN_MAX_FAILURES_PER_IP: '100000' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  victim = await createUser(admin, { 'add-client': true });
  usersBefore = await listUsers(admin);
});
afterAll(() => server?.stop());

interface RawRequest {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  cookie?: string;
}

const raw = async ({ method, path, body, contentType, cookie }: RawRequest) => {
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  if (cookie) headers.cookie = cookie;
  const res = await fetch(server.url + path, { method, headers, body });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* asserted below */
  }
  return { status: res.status, json, text, setCookie: res.headers.getSetCookie().join('\n') };
};

/** The properties every rejected request must have. */
const expectCleanRejection = (res: Awaited<ReturnType<typeof raw>>, allowed: number[]) => {
  expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
  expect(allowed, `status ${res.status}: ${res.text.slice(0, 300)}`).toContain(res.status);
  expect(typeof res.json?.message, res.text.slice(0, 300)).toBe('string');
  expect(res.text).not.toMatch(/\bat .+\.js:\d+/); // no stack trace
};

const expectNothingChanged = async () => {
  expect(await listUsers(admin)).toEqual(usersBefore);
  expect((await victim.agent.get(API.getUser)).status).toBe(200);
};

// Inputs ---------------------------------------------------------------------------------------

const NASTY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'status',
  'email',
  'password',
  ...POWERS,
];
const hugeString = fc.integer({ min: 10_000, max: 400_000 }).map((n) => 'x'.repeat(n));
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), hugeString, fc.string({ maxLength: 300 }));
const nastyObject = fc.dictionary(fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string({ maxLength: 40 })), anyValue, {
  maxKeys: 6,
});
const anyJsonBody = fc.oneof(nastyObject, fc.jsonValue({ maxDepth: 3 }));
const garbageText = fc.oneof(
  fc.string({ maxLength: 500 }),
  fc.string({ unit: 'binary', maxLength: 500 }),
  fc.constantFrom('{', '{"email":', '[1,', 'null', '"x"', '{"__proto__":{"status":true}}'),
);
const contentTypes = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
);
const cookieText = fc.string({ maxLength: 120 }).map((s) => s.replace(/[^\x21-\x7e]|;/g, ''));
const idText = fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s !== '.' && s !== '..');

/** Register bodies the server must refuse (a valid email + password pair would rightly create a user). */
const isInvalidRegistration = (body: any) =>
  !body ||
  typeof body !== 'object' ||
  typeof body.email !== 'string' ||
  typeof body.password !== 'string' ||
  !!firstError(validateCredentials(body.email, body.password)) ||
  body.password.length > 256;

const ownProperty = (obj: object, key: string, value: unknown) =>
  // defineProperty, not assignment, so "__proto__" becomes a real key of the JSON sent.
  Object.defineProperty({ ...obj }, key, { value, enumerable: true, configurable: true, writable: true });

const unknownName = fc.constantFrom(...NASTY_KEYS.filter((k) => !(POWERS as readonly string[]).includes(k)), 'fly', '');
const badEntry = fc.oneof(
  fc.tuple(unknownName, anyValue),
  fc.tuple(
    fc.constantFrom(...POWERS),
    anyValue.filter((v) => typeof v !== 'boolean'),
  ),
);
/** updatePowers bodies invalid by construction: an unknown name or a non-boolean value, or no object at all. */
const invalidPowersBody = fc.oneof(
  fc.tuple(nastyObject, badEntry).map(([obj, [key, value]]) => ownProperty(obj, key, value)),
  fc.jsonValue({ maxDepth: 2 }).filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)),
  fc.constant({}),
);

// Properties -----------------------------------------------------------------------------------

describe('generated bad input against the user routes', () => {
  it('login: any JSON body answers 400/401/429 with { message } and never sets a session', async () => {
    await fc.assert(
      fc.asyncProperty(anyJsonBody, async (body) => {
        const res = await raw({
          method: 'POST',
          path: API.login,
          body: JSON.stringify(body),
          contentType: 'application/json',
        });
        expectCleanRejection(res, [400, 401, 413, 429]);
        expect(res.setCookie).not.toContain(`${SESSION_COOKIE}=`);
      }),
      RUNS,
    );
  });

  it('login and register: garbage text under any content type answers 4xx with { message }', async () => {
    await fc.assert(
      fc.asyncProperty(
        garbageText,
        contentTypes,
        fc.constantFrom(API.login, API.register),
        async (body, contentType, path) => {
          const res = await raw({ method: 'POST', path, body, contentType, cookie: admin.cookie });
          expectCleanRejection(res, [400, 401, 409, 413, 415, 429]);
        },
      ),
      RUNS,
    );
    await expectNothingChanged();
  });

  it('register: wrong types, huge strings and prototype keys create nobody', async () => {
    await fc.assert(
      fc.asyncProperty(anyJsonBody.filter(isInvalidRegistration), async (body) => {
        const res = await raw({
          method: 'POST',
          path: API.register,
          body: JSON.stringify(body),
          contentType: 'application/json',
          cookie: admin.cookie,
        });
        expectCleanRejection(res, [400, 409, 413]);
      }),
      RUNS,
    );
    await expectNothingChanged();
  });

  it('updatePowers: unknown names, non-booleans and prototype keys change no powers', async () => {
    await fc.assert(
      fc.asyncProperty(invalidPowersBody, async (body) => {
        const res = await raw({
          method: 'PUT',
          path: API.updatePowers(victim.id),
          body: JSON.stringify(body),
          contentType: 'application/json',
          cookie: admin.cookie,
        });
        expectCleanRejection(res, [400, 413]);
      }),
      RUNS,
    );
    await expectNothingChanged();
  });

  it('deleteUser and updatePowers: arbitrary ids answer 404 (or 400) with { message }', async () => {
    await fc.assert(
      fc.asyncProperty(idText, fc.boolean(), async (id, deleting) => {
        const res = deleting
          ? await raw({ method: 'DELETE', path: API.deleteUser(id), cookie: admin.cookie })
          : await raw({
              method: 'PUT',
              path: API.updatePowers(id),
              body: '{"add-user":true}',
              contentType: 'application/json',
              cookie: admin.cookie,
            });
        expectCleanRejection(res, [400, 404]);
      }),
      RUNS,
    );
    await expectNothingChanged();
  });

  it('garbage session cookies are simply "not signed in"', async () => {
    await fc.assert(
      fc.asyncProperty(
        cookieText,
        cookieText,
        fc.constantFrom(API.getUser, API.getAllUsers),
        async (token, sig, path) => {
          const res = await raw({
            method: 'GET',
            path,
            cookie: `${SESSION_COOKIE}=${token}; ${SESSION_COOKIE}.sig=${sig}`,
          });
          expectCleanRejection(res, [401]);
        },
      ),
      RUNS,
    );
  });

  // formidable's errors carry `httpCode` (400 malformed, 413 too large); api-errors answers with it.
  it('malformed multipart bodies answer 400 with { message }', async () => {
    await fc.assert(
      fc.asyncProperty(garbageText, fc.constantFrom(API.login, API.register), async (body, path) => {
        const res = await raw({
          method: 'POST',
          path,
          body,
          contentType: 'multipart/form-data; boundary=x',
          cookie: admin.cookie,
        });
        expectCleanRejection(res, [400, 401, 413, 415, 429]);
      }),
      RUNS,
    );
  });

  it('a body over the size limit answers 413 with { message }', async () => {
    const res = await raw({
      method: 'POST',
      path: API.login,
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(3 * 1024 * 1024) }),
      contentType: 'application/json',
    });
    expectCleanRejection(res, [413]);
  });
});
