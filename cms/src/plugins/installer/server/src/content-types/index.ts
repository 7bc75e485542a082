import auditLog from './audit-log';
import cacheState from './cache-state';
import loginFailure from './login-failure';
import session from './session';
import trashItem from './trash-item';

export default { 'audit-log': auditLog, 'cache-state': cacheState, 'login-failure': loginFailure, session, 'trash-item': trashItem };
