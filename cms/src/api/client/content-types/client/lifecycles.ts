/** Names are stored lowercase, also when a super-admin edits a client in the admin panel. */
const normalise = (data: Record<string, unknown> | undefined) => {
  if (data && typeof data.name === 'string') data.name = data.name.trim().toLowerCase();
};

export default {
  beforeCreate: (event) => normalise(event.params.data),
  beforeUpdate: (event) => normalise(event.params.data),
};
