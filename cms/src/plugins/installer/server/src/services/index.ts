import { accountServices } from '../accounts';
import { inboxServices } from '../inbox';
import { projectServices } from '../projects';
import audit from './audit';
import certificateRegister from '../library/documents/certificates';
import capability from '../tenders/capability';
import clock from './clock';
import companyFacts from '../company/facts';
import dashboard from './dashboard';
import documents from '../library/documents/service';
import doorTypes from '../door-types/service';
import doors from '../doors/service';
import files from './files';
import formatJobs from './format-jobs';
import formTokens from './form-tokens';
import jobs from '../careers/jobs';
import logos from '../library/logos/service';
import mailer from './mailer';
import orphanSweep from './orphan-sweep';
import posts from '../posts/service';
import publicReads from '../public-site';
import pagePreview from '../pages/preview';
import pageViews from '../insights/page-views';
import pageDemo from '../pages/demo';
import rateLimits from './rate-limits';
import reports from '../insights/reports';
import responseCache from './response-cache';
import seed from './seed';
import sequences from './sequences';
import setup from './setup';
import shareImages from './share-images';
import shareSeed from './share-seed';
import tenders from '../tenders/service';
import slugs from './slugs';
import trash from '../trash/service';
import trashFiles from '../trash/files';
import trashKinds from '../trash/kinds';
import uploadJournal from './upload-journal';
import visits from '../insights/visits';
import webApp from './web-app';

export default {
  ...accountServices,
  ...inboxServices,
  ...projectServices,
  audit,
  'certificate-register': certificateRegister,
  capability,
  clock,
  'company-facts': companyFacts,
  dashboard,
  documents,
  'door-types': doorTypes,
  doors,
  files,
  'format-jobs': formatJobs,
  'form-tokens': formTokens,
  jobs,
  logos,
  mailer,
  'orphan-sweep': orphanSweep,
  posts,
  'public-reads': publicReads,
  'page-preview': pagePreview,
  'page-views': pageViews,
  'page-demo': pageDemo,
  'rate-limits': rateLimits,
  reports,
  'response-cache': responseCache,
  seed,
  sequences,
  setup,
  'share-images': shareImages,
  'share-seed': shareSeed,
  tenders,
  slugs,
  trash,
  'trash-files': trashFiles,
  'trash-kinds': trashKinds,
  'upload-journal': uploadJournal,
  visits,
  'web-app': webApp,
};
