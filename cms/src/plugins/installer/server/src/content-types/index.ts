import application from './application';
import applicationCv from './application-cv';
import applicationNote from './application-note';
import auditLog from './audit-log';
import cacheState from './cache-state';
import doorDefect from './door-defect';
import doorInspection from './door-inspection';
import doorSet from './door-set';
import enquiry from './enquiry';
import enquiryNote from './enquiry-note';
import loginChallenge from './login-challenge';
import mail from './mail';
import passwordReset from './password-reset';
import rateCounter from './rate-counter';
import recoveryCode from './recovery-code';
import sequence from './sequence';
import session from './session';
import siteDocument from './site-document';
import slugHistory from './slug-history';
import trashItem from './trash-item';
import twoFactor from './two-factor';

export default {
  application,
  'application-cv': applicationCv,
  'application-note': applicationNote,
  'audit-log': auditLog,
  'cache-state': cacheState,
  'door-defect': doorDefect,
  'door-inspection': doorInspection,
  'door-set': doorSet,
  enquiry,
  'enquiry-note': enquiryNote,
  'login-challenge': loginChallenge,
  mail,
  'password-reset': passwordReset,
  'rate-counter': rateCounter,
  'recovery-code': recoveryCode,
  sequence,
  session,
  'site-document': siteDocument,
  'slug-history': slugHistory,
  'trash-item': trashItem,
  'two-factor': twoFactor,
};
