import account from './account';
import clients from './clients';
import dashboard from './dashboard';
import enquiries from './enquiries';
import logos from './logos';
import posts from './posts';
import publicReads from './public';
import trash from './trash';
import twoFactor from './two-factor';
import user from './user';

export default { user, account, clients, dashboard, enquiries, logos, posts, public: publicReads, trash, 'two-factor': twoFactor };
