import account from './account';
import applications from './applications';
import clients from './clients';
import dashboard from './dashboard';
import documents from './documents';
import enquiries from './enquiries';
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

export default { user, account, applications, clients, dashboard, documents, enquiries, featured, jobs, logos, posts, public: publicReads, 'site-documents': siteDocuments, tenders, testing, trash, 'two-factor': twoFactor };
