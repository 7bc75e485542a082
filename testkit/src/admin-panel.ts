import { SUPER_ADMIN } from './server';

/**
 * The Strapi admin panel's API as its screens call it (a super-admin's bearer token): the Content
 * Manager's page edits, Publish, and the Media Library upload. For tests of what editors do in /admin.
 */
export class AdminPanel {
  private constructor(
    readonly baseUrl: string,
    readonly token: string,
  ) {}

  static async signIn(baseUrl: string, email = SUPER_ADMIN.email, password = SUPER_ADMIN.password) {
    const res = await fetch(`${baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body: any = await res.json();
    const token = body?.data?.token ?? body?.data?.accessToken;
    if (!token) throw new Error(`admin sign-in failed: ${res.status} ${JSON.stringify(body)}`);
    return new AdminPanel(baseUrl, token);
  }

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const init: RequestInit = { method, headers: { authorization: `Bearer ${this.token}` } };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const res = await fetch(this.baseUrl + path, init);
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed };
  }

  /** A page as the Content Manager opens it (its draft when drafts are on), found by slug. */
  async page(slug: string, status: 'draft' | 'published' = 'draft') {
    const res = await this.call(
      'GET',
      `/content-manager/collection-types/api::page.page?filters[slug][$eq]=${encodeURIComponent(slug)}&status=${status}`,
    );
    const row = res.body?.results?.[0];
    if (!row) throw new Error(`no page ${slug}: ${res.status} ${JSON.stringify(res.body)}`);
    return row as { documentId: string; id: number; [key: string]: unknown };
  }

  /** Saves a page's fields (the Content Manager's Save). */
  savePage = (documentId: string, data: Record<string, unknown>) =>
    this.call('PUT', `/content-manager/collection-types/api::page.page/${documentId}`, data);

  /** Publish (the Content Manager's Publish button). */
  publishPage = (documentId: string, data: Record<string, unknown> = {}) =>
    this.call('POST', `/content-manager/collection-types/api::page.page/${documentId}/actions/publish`, data);

  /**
   * Makes an admin-panel user with the Editor role (code `strapi-editor`: pages, settings, media and
   * the door range) and registers its password, as the invitation link would; answers its sign-in.
   */
  async createEditor(user: { firstname: string; lastname: string; email: string; password: string }) {
    const roles = (await this.call('GET', '/admin/roles')).body.data as Array<{ id: number; code: string }>;
    const role = roles.find((r) => r.code === 'strapi-editor');
    if (!role) throw new Error('no Editor role');
    const { firstname, lastname, email, password } = user;
    const made = await this.call('POST', '/admin/users', { firstname, lastname, email, roles: [role.id] });
    if (made.status !== 201) throw new Error(`editor not created: ${made.status} ${JSON.stringify(made.body)}`);
    const registered = await fetch(`${this.baseUrl}/admin/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        registrationToken: made.body.data.registrationToken,
        userInfo: { firstname, lastname, password },
      }),
    });
    if (registered.status !== 200) throw new Error(`editor not registered: ${registered.status}`);
    return AdminPanel.signIn(this.baseUrl, email, password);
  }

  /** Creates a fire-door type in the Content Manager (the range staff edit); answers its documentId. */
  async createDoorType(data: {
    name: string;
    material: 'timber' | 'steel';
    leafConfiguration: 'single' | 'double';
    ratings: Record<string, unknown>[];
    slug?: string;
  }) {
    const slug = data.slug ?? data.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const res = await this.call('POST', '/content-manager/collection-types/api::door-type.door-type', {
      slug,
      ...data,
    });
    if (res.status !== 201) throw new Error(`door type not created: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.documentId as string;
  }

  /** Uploads a file to the Media Library; answers its id. */
  async upload(bytes: Buffer, name: string, type: string, alternativeText?: string) {
    const form = new FormData();
    form.append('files', new File([bytes], name, { type }));
    if (alternativeText) form.append('fileInfo', JSON.stringify({ name, alternativeText }));
    const res = await this.call('POST', '/upload', form);
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
    return (Array.isArray(res.body) ? res.body[0] : res.body).id as number;
  }
}
