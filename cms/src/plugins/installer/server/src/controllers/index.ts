import account from './account';
import clients from './clients';
import dashboard from './dashboard';
import logos from './logos';
import posts from './posts';
import publicReads from './public';
import trash from './trash';
import user from './user';

export default { user, account, clients, dashboard, logos, posts, public: publicReads, trash };
