import { API, CAREERS_API, type EnquiryFormTokenResponse, type MessageResponse } from '@portfolio/contract';
import { request, upload } from '../../api/http';

/*
 * The public job page's calls, apart from the dashboard's (api/careers.ts, with SWR and qs), so
 * the public site's chunks stay small.
 */

/** A signed "form shown at" token: the same scheme (and endpoint) as the contact form's. */
export const getApplicationFormToken = () => request<EnquiryFormTokenResponse>(API.enquiryFormToken);

/** The application with its CV (multipart), reporting the upload's progress (0-100). */
export const sendApplication = (jobId: string, form: FormData, onProgress?: (percent: number) => void) =>
  upload<MessageResponse>(CAREERS_API.apply(jobId), form, { onProgress });
