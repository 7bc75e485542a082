import audit from './audit';
import auth from './auth';
import clients from './clients';
import dashboard from './dashboard';
import files from './files';
import loginLimits from './login-limits';
import logos from './logos';
import passwordResets from './password-resets';
import posts from './posts';
import responseCache from './response-cache';
import seed from './seed';
import setup from './setup';
import sites from './sites';
import users from './users';

export default { audit, auth, clients, dashboard, files, 'login-limits': loginLimits, logos, 'password-resets': passwordResets, posts, 'response-cache': responseCache, seed, setup, sites, users };
