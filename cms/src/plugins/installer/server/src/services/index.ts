import audit from './audit';
import auth from './auth';
import loginLimits from './login-limits';
import setup from './setup';
import users from './users';

export default { audit, auth, 'login-limits': loginLimits, setup, users };
