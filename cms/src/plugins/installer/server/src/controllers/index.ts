import account from './account';
import { inboxControllers } from '../inbox';
import { projectControllers } from '../projects';
import dashboard from './dashboard';
import documents from './documents';
import drafts from './drafts';
import jobs from './jobs';
import logos from './logos';
import posts from './posts';
import publicReads from './public';
import tenders from './tenders';
import testing from './testing';
import trash from './trash';
import twoFactor from './two-factor';
import user from './user';

export default { ...inboxControllers, ...projectControllers, user, account, dashboard, documents, drafts, jobs, logos, posts, public: publicReads, tenders, testing, trash, 'two-factor': twoFactor };
