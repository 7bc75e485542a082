/**
 * The users-permissions user gains the dashboard's `status` (admin flag) and `powers`
 * (the seven power names to booleans), both editable by super-admins in the admin panel.
 *
 * The plugin's own content API (/api/auth/local, /api/auth/local/register, /api/users, ...) is
 * removed: dashboard users sign in only through the rate-limited /api/v1/user/login, and accounts
 * are created only by holders of the add-user power (or in the admin panel), never by self-signup.
 */
export default (plugin) => {
  const attributes = plugin.contentTypes.user.schema.attributes;
  attributes.status = { type: 'boolean', default: false };
  attributes.powers = { type: 'json' };
  plugin.routes['content-api'].routes = [];
  return plugin;
};
