/**
 * The users-permissions user gains the dashboard's admin flag and `powers` (the seven power names
 * to booleans), both editable by super-admins in the admin panel.
 *
 * The API calls the admin flag `status`, but it is stored as `isAdmin`: Strapi 5's Content Manager
 * treats `status` as the draft/publish state, leaving a stored `status` out of the edit view (and
 * listing "published" instead), so super-admins could neither see nor safely edit it there.
 *
 * The plugin's own content API (/api/auth/local, /api/auth/local/register, /api/users, ...) is
 * removed: dashboard users sign in only through the rate-limited /api/v1/user/login, and accounts
 * are created only by holders of the add-user power (or in the admin panel), never by self-signup.
 */
/** What this extension changes of the users-permissions plugin. */
interface UsersPermissionsPlugin {
  /** Its settings, merged with cms/config/plugins.ts before extensions run. */
  config: { passwordHashRounds?: number };
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
  routes: Record<string, { routes: unknown[] }>;
}

export default (plugin: UsersPermissionsPlugin) => {
  const attributes = plugin.contentTypes.user.schema.attributes;
  attributes.isAdmin = { type: 'boolean', default: false };
  attributes.powers = { type: 'json' };
  // The plugin hashes a password with the attribute's `encryption.rounds` (its default is 10).
  const rounds = plugin.config.passwordHashRounds ?? 10;
  attributes.password = { ...(attributes.password as object), encryption: { rounds } };
  plugin.routes['content-api'].routes = [];
  return plugin;
};
