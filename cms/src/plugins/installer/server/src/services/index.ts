import audit from './audit';
import auth from './auth';
import clients from './clients';
import dashboard from './dashboard';
import enquiries from './enquiries';
import files from './files';
import loginLimits from './login-limits';
import logos from './logos';
import mailer from './mailer';
import orphanSweep from './orphan-sweep';
import passwordResets from './password-resets';
import posts from './posts';
import publicReads from './public-reads';
import rateLimits from './rate-limits';
import responseCache from './response-cache';
import seed from './seed';
import setup from './setup';
import sites from './sites';
import slugs from './slugs';
import superAdmin from './super-admin';
import trash from './trash';
import trashKinds from './trash-kinds';
import users from './users';

export default {
  audit,
  auth,
  clients,
  dashboard,
  enquiries,
  files,
  'login-limits': loginLimits,
  logos,
  mailer,
  'orphan-sweep': orphanSweep,
  'password-resets': passwordResets,
  posts,
  'public-reads': publicReads,
  'rate-limits': rateLimits,
  'response-cache': responseCache,
  seed,
  setup,
  sites,
  slugs,
  'super-admin': superAdmin,
  trash,
  'trash-kinds': trashKinds,
  users,
};
