import auditLog from './audit-log';
import cacheState from './cache-state';
import loginFailure from './login-failure';
import passwordReset from './password-reset';
import session from './session';

export default { 'audit-log': auditLog, 'cache-state': cacheState, 'login-failure': loginFailure, 'password-reset': passwordReset, session };
