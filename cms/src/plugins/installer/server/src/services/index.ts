import audit from './audit';
import auth from './auth';
import clients from './clients';
import files from './files';
import loginLimits from './login-limits';
import logos from './logos';
import orphanSweep from './orphan-sweep';
import posts from './posts';
import responseCache from './response-cache';
import seed from './seed';
import setup from './setup';
import sites from './sites';
import users from './users';

export default { audit, auth, clients, files, 'login-limits': loginLimits, logos, 'orphan-sweep': orphanSweep, posts, 'response-cache': responseCache, seed, setup, sites, users };
