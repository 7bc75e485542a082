import { API, type Powers, type UserSummary } from '@portfolio/contract';
import { Agent, signIn } from './api';
import { SUPER_ADMIN } from './server';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Signed in as this user. */
  agent: Agent;
}

let counter = 0;
/** A fresh, unique email per call so tests never collide. */
export const uniqueEmail = (label = 'user') => `${label}-${Date.now().toString(36)}-${++counter}@example.com`;

/**
 * Creates a dashboard user through the API as `admin` (register, then updatePowers when powers are
 * given) and signs it in. Status users cannot be made over the dashboard API; use the first admin.
 */
export const createUser = async (
  admin: Agent,
  powers: Partial<Powers> = {},
  { email = uniqueEmail(), password = 'password-123' } = {},
): Promise<TestUser> => {
  const registered = await admin.post(API.register, { email, password });
  if (registered.status !== 201)
    throw new Error(`register ${email}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const id: string = registered.body.user._id;
  if (Object.keys(powers).length) {
    const updated = await admin.put(API.updatePowers(id), powers);
    if (updated.status !== 200)
      throw new Error(`updatePowers ${email}: ${updated.status} ${JSON.stringify(updated.body)}`);
  }
  return { id, email, password, agent: await signIn(admin.baseUrl, email, password) };
};

export const listUsers = async (admin: Agent): Promise<UserSummary[]> => {
  const res = await admin.get(API.getAllUsers);
  if (res.status !== 200) throw new Error(`getAllUsers: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/** An agent replaying a copied cookie header, as an attacker holding a stolen cookie would. */
export const agentWithCookie = (baseUrl: string, cookie: string) => {
  const agent = new Agent(baseUrl);
  agent.cookie = cookie;
  return agent;
};

const USER_CM_PATH = '/content-manager/collection-types/plugin::users-permissions.user';

/** Signs in to the admin panel's own API (POST /admin/login); answers the status and the access token. */
export const adminLogin = async (baseUrl: string, email: string, password: string) => {
  const res = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, token: json?.data?.token as string | undefined, body: json };
};

/**
 * Acts as a Strapi super-admin in the admin panel (its HTTP API): signs in as the super-admin the
 * server created from ADMIN_EMAIL / ADMIN_PASSWORD and edits users-permissions users through the
 * Content Manager.
 */
export const adminPanel = async (baseUrl: string, { email, password } = SUPER_ADMIN) => {
  const signedIn = await adminLogin(baseUrl, email, password);
  if (signedIn.status !== 200 || !signedIn.token)
    throw new Error(`admin login: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  const { token } = signedIn;
  const call = async (method: string, documentId: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${USER_CM_PATH}/${documentId}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json().catch(() => null);
    if (res.status !== 200)
      throw new Error(`admin panel ${method} user ${documentId}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const auditCall = (method: string, suffix: string, body?: unknown) =>
    fetch(`${baseUrl}/content-manager/collection-types/plugin::installer.audit-log${suffix}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const contentManager = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/content-manager/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    /** Entries of a collection type as the Content Manager lists them, newest first. */
    entries: async (uid: string): Promise<any[]> =>
      (await (await contentManager('GET', `collection-types/${uid}?sort=createdAt:desc&pageSize=100`)).json()).results,
    /**
     * Changes fields of the Site settings single type: Save (a draft), then Publish, as an editor does
     * to make a change live; `{ publish: false }` stops at the draft.
     */
    updateSiteSettings: async (changes: Record<string, unknown>, { publish = true } = {}) => {
      const current = await (await contentManager('GET', 'single-types/api::site-setting.site-setting')).json();
      // The form's fields, as the edit view sends them (not the document's status or timestamps).
      const {
        status: _status,
        publishedAt: _publishedAt,
        createdAt: _createdAt,
        updatedAt: _updatedAt,
        ...fields
      } = current.data ?? {};
      const res = await contentManager('PUT', 'single-types/api::site-setting.site-setting', { ...fields, ...changes });
      if (res.status !== 200) throw new Error(`site settings: ${res.status} ${await res.text()}`);
      if (!publish) return;
      const published = await contentManager('POST', 'single-types/api::site-setting.site-setting/actions/publish', {});
      if (published.status !== 200)
        throw new Error(`site settings publish: ${published.status} ${await published.text()}`);
    },
    /** The Site settings as the Content Manager opens them: the draft, or the published version. */
    siteSettings: async (status: 'draft' | 'published' = 'draft'): Promise<any> =>
      (await (await contentManager('GET', `single-types/api::site-setting.site-setting?status=${status}`)).json()).data,
    /** The newest audit log entries, as the Content Manager lists them. */
    auditEntries: async (): Promise<any[]> =>
      (await (await auditCall('GET', '?sort=at:desc&pageSize=100')).json()).results,
    /** Tries to edit an audit entry; answers the HTTP status. */
    editAuditEntry: async (documentId: string, changes: Record<string, unknown>) =>
      (await auditCall('PUT', `/${documentId}`, changes)).status,
    getUser: async (documentId: string) => (await call('GET', documentId)).data,
    updateUser: (documentId: string, changes: Record<string, unknown>) => call('PUT', documentId, changes),
    deleteUser: (documentId: string) => call('DELETE', documentId),
  };
};
