import apiErrors from './api-errors';
import session from './session';

export default { 'api-errors': apiErrors, session };
