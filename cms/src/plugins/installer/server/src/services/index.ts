import auth from './auth';
import setup from './setup';

export default { auth, setup };
