import type { EnquiryDesk, EnquiryOutcome } from '@portfolio/contract';
import { ApiError } from '../../api/http';
import { getEnquiryFormToken, sendEnquiry } from './api';

/** The browser's side: the JSON API (a client-side navigation to /contact fetches a form token). */
const browserDesk: EnquiryDesk = {
  visit: async () => null,
  formToken: async () => (await getEnquiryFormToken()).token,
  submit: async (fields) => {
    try {
      const sent = await sendEnquiry(fields);
      return { status: 201, message: sent.message ?? '', reference: sent.reference };
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 429)) throw error;
      const body = error.body as Pick<EnquiryOutcome, 'errors'> | undefined;
      return { status: error.status, message: error.message, errors: body?.errors };
    }
  },
};

/** On the server the render context carries the cms's enquiries service (web/src/entry-server.tsx). */
export const enquiryDeskOf = (context: unknown): EnquiryDesk =>
  (context as { enquiries?: EnquiryDesk } | undefined)?.enquiries ?? browserDesk;
