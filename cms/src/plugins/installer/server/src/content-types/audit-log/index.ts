import { errors } from '@strapi/utils';
import { API_MESSAGES } from '@portfolio/contract';
import schema from './schema.json';

// Entries are evidence: super-admins may read (and prune) them in the admin panel, not rewrite them.
const refuseEdit = () => {
  throw new errors.ApplicationError(API_MESSAGES.auditLogReadOnly);
};

export default { schema, lifecycles: { beforeUpdate: refuseEdit, beforeUpdateMany: refuseEdit } };
