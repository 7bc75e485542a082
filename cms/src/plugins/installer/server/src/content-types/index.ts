import auditLog from './audit-log';
import loginFailure from './login-failure';
import session from './session';

export default { 'audit-log': auditLog, 'login-failure': loginFailure, session };
