import { accountControllers } from '../accounts';
import { inboxControllers } from '../inbox';
import { projectControllers } from '../projects';
import dashboard from './dashboard';
import documents from '../library/documents/handlers';
import doors from '../doors/handlers';
import drafts from './drafts';
import jobs from '../careers/handlers';
import logos from '../library/logos/handlers';
import posts from '../posts/handlers';
import publicReads from './public';
import reports from '../insights/handlers';
import tenders from '../tenders/handlers';
import testing from './testing';
import trash from '../trash/handlers';

export default {
  ...accountControllers,
  ...inboxControllers,
  ...projectControllers,
  dashboard,
  documents,
  doors,
  drafts,
  jobs,
  logos,
  posts,
  public: publicReads,
  reports,
  tenders,
  testing,
  trash,
};
