import type { EnquiryDesk, EnquiryOutcome } from '@portfolio/contract';
import { ApiError } from '../../api/http';
import { getEnquiryFormToken, sendEnquiry, sendLabelReport } from './api';

/** A form's JSON post as an outcome: 201 with the reference, or the refusal's status, message and field messages. */
const outcomeOf =
  (send: (fields: Record<string, string>) => Promise<{ message?: string; reference?: string }>) =>
  async (fields: Record<string, string>): Promise<EnquiryOutcome> => {
    try {
      const sent = await send(fields);
      return { status: 201, message: sent.message ?? '', reference: sent.reference };
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 429)) throw error;
      const body = error.body as Pick<EnquiryOutcome, 'errors'> | undefined;
      return { status: error.status, message: error.message, errors: body?.errors };
    }
  };

/** The browser's side: the JSON API (a client-side navigation to /contact fetches a form token). */
const browserDesk: EnquiryDesk = {
  visit: async () => null,
  formToken: async () => (await getEnquiryFormToken()).token,
  submit: outcomeOf(sendEnquiry),
  reportLabel: outcomeOf(sendLabelReport),
};

/** On the server the render context carries the cms's enquiries service (web/src/entry-server.tsx). */
export const enquiryDeskOf = (context: unknown): EnquiryDesk =>
  (context as { enquiries?: EnquiryDesk } | undefined)?.enquiries ?? browserDesk;
