import { API, type EnquiryFormTokenResponse, type MessageResponse } from '@portfolio/contract';
import { request } from '../../api/http';

/** The public contact form: a signed "form shown at" token, then the enquiry itself (JSON). */
export const getEnquiryFormToken = () => request<EnquiryFormTokenResponse>(API.enquiryFormToken);
/** The public form's POST: the thank-you message and the new enquiry's reference. */
export const sendEnquiry = (fields: Record<string, string>) =>
  request<MessageResponse & { reference?: string }>(API.enquiries, { method: 'POST', body: fields });
/** A suspected counterfeit label's report (the verify page's not-ours form), JSON like the contact form. */
export const sendLabelReport = (fields: Record<string, string>) =>
  request<MessageResponse & { reference?: string }>(API.enquiryLabelReports, { method: 'POST', body: fields });
