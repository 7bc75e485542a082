import apiErrors from './api-errors';
import originCheck from './origin-check';
import session from './session';

export default { 'api-errors': apiErrors, 'origin-check': originCheck, session };
