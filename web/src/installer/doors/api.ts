import useSWR from 'swr';
import {
  apiPath,
  type DoorDetails,
  type DoorListAnswer,
  type DoorSiteOption,
  type DoorState,
  type DoorDueFilter,
} from '@portfolio/contract';
import { fetcher, queryString, request, upload } from '../../api/http';

/* The fire-door register (contract doors.ts). */

export interface DoorQuery {
  q?: string;
  site?: string;
  state?: DoorState;
  due?: DoorDueFilter;
  defects?: 'open';
  page?: number;
}

export const doorsPath = (query: DoorQuery) => `${apiPath('doors.list')}${queryString(query)}`;
export const doorPath = (labelId: string) => apiPath('doors.findOne', { labelId });

export const useDoors = (query: DoorQuery | null) => {
  const res = useSWR<DoorListAnswer>(query ? doorsPath(query) : null, fetcher, { keepPreviousData: true });
  return { ...res, answer: res.data };
};

export const useDoor = (labelId: string | null) => {
  const res = useSWR<DoorDetails>(labelId ? doorPath(labelId) : null, fetcher);
  return { ...res, door: res.data };
};

export const useDoorSites = (enabled: boolean) =>
  useSWR<{ sites: DoorSiteOption[] }>(enabled ? apiPath('doors.sites') : null, fetcher).data?.sites;

export type DoorAnswer = { message: string; door: DoorDetails };

export const recordInstall = (labelId: string, form: FormData) =>
  upload<DoorAnswer>(apiPath('doors.install', { labelId }), form);

export const recordInspection = (labelId: string, form: FormData) =>
  upload<DoorAnswer>(apiPath('doors.inspect', { labelId }), form);

export const withdrawDoor = (labelId: string, reason: string) =>
  request<DoorAnswer>(apiPath('doors.withdraw', { labelId }), { method: 'POST', body: { reason } });

export const createDoorBatch = (body: Record<string, unknown>) =>
  request<{ message: string; labels: string[] }>(apiPath('doors.createBatch'), { method: 'POST', body });

export const labelSheetPath = (batch: string) => `${apiPath('doors.labels')}${queryString({ batch })}`;
export const schedulePath = (siteId: string, format: 'pdf' | 'csv') =>
  `${apiPath('doors.schedule', { siteId })}${queryString({ format })}`;
