import { errors } from '@strapi/utils';
import { MESSAGES, hasAnyPower } from '@portfolio/contract';
import type { Access } from '../routes/access';
import type { SessionState } from '../middlewares/session';

/**
 * Enforces one row of the route table against the user the session middleware loaded.
 * Strapi turns a plain UnauthorizedError from a policy into its own body, so both refusals are
 * PolicyErrors carrying the status; the api-errors middleware renders them as { message }.
 */
export default (policyContext, access: Access) => {
  if (access.kind === 'public') return true;
  const user = (policyContext.state as SessionState).installer?.user;
  if (!user) throw new errors.PolicyError(MESSAGES.notSignedIn, { status: 401 });

  const allowed =
    access.kind === 'signed-in' ||
    (access.kind === 'status' && user.status === true) ||
    (access.kind === 'power' && user.powers[access.power] === true) ||
    (access.kind === 'anyPower' && hasAnyPower(user.powers, access.powers));
  if (!allowed) throw new errors.PolicyError(MESSAGES.forbidden, { status: 403 });
  return true;
};
