/**
 * The users-permissions user gains the dashboard's `status` (admin flag) and `powers`
 * (the seven power names to booleans), both editable by super-admins in the admin panel.
 */
export default (plugin) => {
  const attributes = plugin.contentTypes.user.schema.attributes;
  attributes.status = { type: 'boolean', default: false };
  attributes.powers = { type: 'json' };
  return plugin;
};
