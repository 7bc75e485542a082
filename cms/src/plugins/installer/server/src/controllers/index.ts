import account from './account';
import clients from './clients';
import dashboard from './dashboard';
import logos from './logos';
import posts from './posts';
import user from './user';

export default { user, account, clients, dashboard, logos, posts };
