import clients from './clients';
import logos from './logos';
import posts from './posts';
import publicReads from './public';
import trash from './trash';
import user from './user';

export default { user, clients, logos, posts, public: publicReads, trash };
