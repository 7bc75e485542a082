import { errors } from '@strapi/utils';
import schema from './schema.json';

// Entries are evidence: super-admins may read (and prune) them in the admin panel, not rewrite them.
const refuseEdit = () => {
  throw new errors.ApplicationError('Audit log entries cannot be edited.');
};

export default { schema, lifecycles: { beforeUpdate: refuseEdit, beforeUpdateMany: refuseEdit } };
