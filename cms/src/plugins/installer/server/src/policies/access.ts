import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES, TWO_FACTOR_MESSAGES, allows } from '@portfolio/contract';
import type { Access } from '../routes/access';
import { notSignedInError, type SessionState } from '../middlewares/session';

/**
 * Enforces one row of the route table against the user the session middleware loaded (the rule
 * itself is the contract's `allows`, contract/src/access.ts).
 * Strapi turns a plain UnauthorizedError from a policy into its own body, so both refusals are
 * PolicyErrors carrying the status; the api-errors middleware renders them as { message }.
 */
export default (policyContext: Core.PolicyContext & Pick<Context, 'state'>, access: Access) => {
  if (access.kind === 'public') return true;
  const state = policyContext.state as SessionState;
  const user = state.installer?.user;
  if (!user) throw notSignedInError(state);
  if (user.twoFactorSetupRequired && !(access.kind === 'signed-in' && access.duringTwoFactorSetup))
    throw new errors.PolicyError(TWO_FACTOR_MESSAGES.setupFirst, { status: 403 });

  // The contract's one access checker (can/allows), which the dashboard's menu and screens ask too.
  if (!allows(access, user)) throw new errors.PolicyError(MESSAGES.forbidden, { status: 403 });
  return true;
};
