import audit from './audit';
import auth from './auth';
import clients from './clients';
import enquiries from './enquiries';
import files from './files';
import loginLimits from './login-limits';
import logos from './logos';
import mailer from './mailer';
import posts from './posts';
import rateLimits from './rate-limits';
import responseCache from './response-cache';
import seed from './seed';
import setup from './setup';
import sites from './sites';
import users from './users';

export default {
  audit,
  auth,
  clients,
  enquiries,
  files,
  'login-limits': loginLimits,
  logos,
  mailer,
  posts,
  'rate-limits': rateLimits,
  'response-cache': responseCache,
  seed,
  setup,
  sites,
  users,
};
