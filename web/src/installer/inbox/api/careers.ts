import qs from 'qs';
import useSWR, { mutate } from 'swr';
import {
  CAREERS_API,
  type ApplicationChange,
  type ApplicationFilters,
  type ApplicationListResponse,
  type ApplicationResponse,
  type ApplicationStatus,
  type JobResponse,
  type JobValues,
  type JobWithCounts,
  type MessageResponse,
  type RemovedResponse,
} from '@portfolio/contract';
import { fetcher, request } from '../../../api/http';

/* The dashboard: openings. */

export const useAllJobs = () => {
  const res = useSWR<{ jobs: JobWithCounts[] }>(CAREERS_API.allJobs, fetcher);
  return { ...res, jobs: res.data?.jobs };
};

const refreshJobs = () => mutate(CAREERS_API.allJobs);

export const createJob = async (values: JobValues) => {
  const res = await request<JobResponse>(CAREERS_API.jobs, { method: 'POST', body: values });
  await refreshJobs();
  return res;
};

export const updateJob = async (id: string, values: Partial<JobValues>) => {
  const res = await request<JobResponse>(CAREERS_API.job(id), { method: 'PUT', body: values });
  await refreshJobs();
  return res;
};

export const removeJob = async (id: string) => {
  const res = await request<RemovedResponse>(CAREERS_API.job(id), { method: 'DELETE' });
  await refreshJobs();
  return res;
};

/** After an Undo (a restore from the Trash) the list shows the opening again. */
export const refreshJobList = refreshJobs;

/* The dashboard: applications. */

const query = (filters: ApplicationFilters) => {
  const text = qs.stringify(filters, { skipNulls: true, filter: (_k, v) => (v === '' ? undefined : v) });
  return text ? `?${text}` : '';
};

export const applicationsPath = (filters: ApplicationFilters) => `${CAREERS_API.applications}${query(filters)}`;

/** The CSV of every application the filters match (no page). */
export const applicationsExportUrl = (filters: ApplicationFilters) =>
  `${CAREERS_API.applicationsExport}${query({ ...filters, page: undefined })}`;

export const useApplications = (filters: ApplicationFilters) => {
  const res = useSWR<ApplicationListResponse>(applicationsPath(filters), fetcher, { keepPreviousData: true });
  return { ...res, list: res.data };
};

export const useApplication = (id: string | undefined) => {
  const res = useSWR<ApplicationResponse>(id ? CAREERS_API.application(id) : null, fetcher);
  return { ...res, application: res.data?.application };
};

/** Every application list (any filters) and the openings' counts revalidate after a change. */
const refreshLists = () =>
  mutate(
    (key) =>
      typeof key === 'string' &&
      (key === CAREERS_API.applications ||
        key.startsWith(`${CAREERS_API.applications}?`) ||
        key === CAREERS_API.allJobs),
  );

const changed = async (id: string, res: ApplicationResponse) => {
  await mutate(CAREERS_API.application(id), res, { revalidate: false });
  await refreshLists();
  return res;
};

export const setApplicationStatus = async (id: string, status: ApplicationStatus) => changeApplication(id, { status });

/** Status and/or owner (a user's _id, or null). */
export const changeApplication = async (id: string, body: ApplicationChange) =>
  changed(id, await request<ApplicationResponse>(CAREERS_API.application(id), { method: 'PATCH', body }));

export const addApplicationNote = async (id: string, text: string) =>
  changed(id, await request<ApplicationResponse>(CAREERS_API.applicationNotes(id), { method: 'POST', body: { text } }));

export const deleteApplication = async (id: string) => {
  const res = await request<MessageResponse>(CAREERS_API.application(id), { method: 'DELETE' });
  await mutate(CAREERS_API.application(id), undefined, { revalidate: false });
  await refreshLists();
  return res;
};

/** The CV download: a plain link (the browser sends the session cookie; the answer is an attachment). */
export const cvUrl = (id: string) => CAREERS_API.cv(id);
