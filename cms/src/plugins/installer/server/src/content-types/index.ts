import application from './application';
import applicationCv from './application-cv';
import applicationNote from './application-note';
import auditLog from './audit-log';
import cacheState from './cache-state';
import enquiry from './enquiry';
import enquiryNote from './enquiry-note';
import loginFailure from './login-failure';
import mail from './mail';
import passwordReset from './password-reset';
import rateCounter from './rate-counter';
import session from './session';
import trashItem from './trash-item';

export default {
  application,
  'application-cv': applicationCv,
  'application-note': applicationNote,
  'audit-log': auditLog,
  'cache-state': cacheState,
  enquiry,
  'enquiry-note': enquiryNote,
  'login-failure': loginFailure,
  mail,
  'password-reset': passwordReset,
  'rate-counter': rateCounter,
  session,
  'trash-item': trashItem,
};
