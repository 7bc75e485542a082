import clients from './clients';
import logos from './logos';
import posts from './posts';
import user from './user';

export default { user, clients, logos, posts };
