import applicationHandlers from './applications/handlers';
import applications from './applications/service';
import enquiryHandlers from './enquiries/handlers';
import enquiries from './enquiries/service';
import enquiryRetention from './enquiries/retention';
import salesDesk from './enquiries/sales-desk';

/**
 * The staff inbox: enquiries (the sales desk) and job applications. Each kind is a description
 * (./enquiries/kind.ts, ./applications/kind.ts) over the handlers and the store they share
 * (./kind.ts, ./store.ts); its service holds its public form, its emails and its status rules.
 * The names are the ones routes (`enquiries.list`) and getService('enquiries') use.
 */
export const inboxServices = {
  applications,
  enquiries,
  'enquiry-retention': enquiryRetention,
  'sales-desk': salesDesk,
};
export const inboxControllers = { applications: applicationHandlers, enquiries: enquiryHandlers };
