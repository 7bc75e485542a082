import auditLog from './audit-log';
import cacheState from './cache-state';
import enquiry from './enquiry';
import enquiryNote from './enquiry-note';
import loginFailure from './login-failure';
import mail from './mail';
import passwordReset from './password-reset';
import rateCounter from './rate-counter';
import session from './session';
import slugHistory from './slug-history';
import trashItem from './trash-item';

export default {
  'audit-log': auditLog,
  'cache-state': cacheState,
  enquiry,
  'enquiry-note': enquiryNote,
  'login-failure': loginFailure,
  mail,
  'password-reset': passwordReset,
  'rate-counter': rateCounter,
  session,
  'slug-history': slugHistory,
  'trash-item': trashItem,
};
