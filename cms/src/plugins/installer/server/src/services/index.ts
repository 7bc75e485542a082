import { inboxServices } from '../inbox';
import { projectServices } from '../projects';
import audit from './audit';
import auth from './auth';
import certificateRegister from './certificate-register';
import capability from './capability';
import clock from './clock';
import dashboard from './dashboard';
import documents from './documents';
import files from './files';
import formatJobs from './format-jobs';
import formTokens from './form-tokens';
import loginChallenges from './login-challenges';
import jobs from './jobs';
import logos from './logos';
import mailer from './mailer';
import orphanSweep from './orphan-sweep';
import passwordResets from './password-resets';
import posts from './posts';
import publicReads from './public-reads';
import pagePreview from './page-preview';
import pageDemo from './page-demo';
import rateLimits from './rate-limits';
import responseCache from './response-cache';
import seed from './seed';
import sequences from './sequences';
import setup from './setup';
import shareImages from './share-images';
import shareSeed from './share-seed';
import tenders from './tenders';
import slugs from './slugs';
import superAdmin from './super-admin';
import trash from './trash';
import trashFiles from './trash-files';
import trashKinds from './trash-kinds';
import twoFactor from './two-factor';
import uploadJournal from './upload-journal';
import users from './users';
import webApp from './web-app';

export default {
  ...inboxServices,
  ...projectServices,
  audit,
  auth,
  'certificate-register': certificateRegister,
  capability,
  clock,
  dashboard,
  documents,
  files,
  'format-jobs': formatJobs,
  'form-tokens': formTokens,
  'login-challenges': loginChallenges,
  jobs,
  logos,
  mailer,
  'orphan-sweep': orphanSweep,
  'password-resets': passwordResets,
  posts,
  'public-reads': publicReads,
  'page-preview': pagePreview,
  'page-demo': pageDemo,
  'rate-limits': rateLimits,
  'response-cache': responseCache,
  seed,
  sequences,
  setup,
  'share-images': shareImages,
  'share-seed': shareSeed,
  tenders,
  slugs,
  'super-admin': superAdmin,
  trash,
  'trash-files': trashFiles,
  'trash-kinds': trashKinds,
  'two-factor': twoFactor,
  'upload-journal': uploadJournal,
  users,
  'web-app': webApp,
};
