import type { Core } from '@strapi/strapi';

/**
 * What the admin panel's Editor role may edit and publish: the company pages, the site settings and
 * the fire-door range (plus the media library, below). Everything else (users and roles, the dashboard's records, the
 * inbox, the audit log, outgoing emails) is out of an editor's menu; super-admins see it all.
 */
export const EDITOR_TYPES = ['api::page.page', 'api::site-setting.site-setting', 'api::door-type.door-type'];

/** The media library: browse, upload, edit, download, copy a link (Strapi's own Editor set). */
const MEDIA_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

interface RolePermission {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[] } & Record<string, unknown>;
  conditions?: string[];
}

/** A permission set compared as text (order of rows and fields left out). */
const fingerprint = (permissions: RolePermission[]) =>
  permissions
    .map(({ action, subject, properties }) =>
      [action, subject ?? '', [...(properties?.fields ?? [])].sort().join(',')].join(' '),
    )
    .sort()
    .join('\n');

/**
 * Gives Strapi's Editor role (made with the super-admin at the first start) exactly EDITOR_TYPES and
 * the media library. Done again when EDITOR_TYPES changes, unless an admin changed the role's
 * permissions since we last set them (then theirs stay).
 */
export const configureEditorRole = async (strapi: Core.Strapi) => {
  const role = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
  if (!role) return;
  const store = strapi.store({ type: 'plugin', name: 'installer', key: 'editor-role' });
  const last = (await store.get({})) as string | null;
  const current: RolePermission[] = await strapi
    .service('admin::permission')
    .findMany({ where: { role: { id: role.id } } });
  const actions = strapi.service('admin::permission').actionProvider.values() as Array<{
    section: string;
    subjects?: string[];
  }>;
  const everyType = [...new Set(actions.flatMap((a) => (a.section === 'contentTypes' ? (a.subjects ?? []) : [])))];
  const wanted: RolePermission[] = [
    ...strapi.service('admin::content-type').getPermissionsWithNestedFields(
      actions.filter((a) => a.section === 'contentTypes'),
      { restrictedSubjects: everyType.filter((uid) => !EDITOR_TYPES.includes(uid)) },
    ),
    ...MEDIA_ACTIONS.map((action) => ({ action, subject: null, properties: {}, conditions: [] })),
  ];
  const changedByAdmin = last !== null && fingerprint(current) !== last;
  if (changedByAdmin || fingerprint(current) === fingerprint(wanted)) return;
  await strapi.service('admin::role').assignPermissions(role.id, wanted);
  await strapi
    .service('admin::role')
    .update(
      { id: role.id },
      { description: 'Editors edit and publish the company pages, the site settings and the media library.' },
    );
  const stored: RolePermission[] = await strapi
    .service('admin::permission')
    .findMany({ where: { role: { id: role.id } } });
  await store.set({ value: fingerprint(stored) });
};
