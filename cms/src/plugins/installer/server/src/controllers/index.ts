import clients from './clients';
import enquiries from './enquiries';
import logos from './logos';
import posts from './posts';
import publicReads from './public';
import trash from './trash';
import user from './user';

export default { user, clients, enquiries, logos, posts, public: publicReads, trash };
