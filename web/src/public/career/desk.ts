import { CV_FIELD, type ApplicationDesk, type ApplicationOutcome } from '@portfolio/contract';
import { ApiError } from '../../api/http';
import { getApplicationFormToken, sendApplication } from './api';

/** The browser's side: the multipart API (the form itself sends with progress; this serves the route action). */
const browserDesk: ApplicationDesk = {
  visit: async () => null,
  formToken: async () => (await getApplicationFormToken()).token,
  submit: async (jobId, fields, cvs) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const cv of cvs) form.append(CV_FIELD, cv);
    try {
      return { status: 201, message: (await sendApplication(jobId, form)).message ?? '' };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) throw error;
      const body = error.body as Pick<ApplicationOutcome, 'errors'> | undefined;
      return { status: error.status as ApplicationOutcome['status'], message: error.message, errors: body?.errors };
    }
  },
};

/** On the server the render context carries the cms's applications service (web/src/entry-server.tsx). */
export const applicationDeskOf = (context: unknown): ApplicationDesk =>
  (context as { applications?: ApplicationDesk } | undefined)?.applications ?? browserDesk;
