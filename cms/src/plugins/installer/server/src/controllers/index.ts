import account from './account';
import { inboxControllers } from '../inbox';
import clients from './clients';
import dashboard from './dashboard';
import documents from './documents';
import drafts from './drafts';
import featured from './featured';
import jobs from './jobs';
import logos from './logos';
import posts from './posts';
import publicReads from './public';
import siteDocuments from './site-documents';
import tenders from './tenders';
import testing from './testing';
import trash from './trash';
import twoFactor from './two-factor';
import user from './user';

export default { ...inboxControllers, user, account, clients, dashboard, documents, drafts, featured, jobs, logos, posts, public: publicReads, 'site-documents': siteDocuments, tenders, testing, trash, 'two-factor': twoFactor };
