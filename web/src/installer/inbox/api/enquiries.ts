import useSWR, { mutate } from 'swr';
import {
  API,
  type EnquiryChange,
  type EnquiryFilters,
  type EnquiryListResponse,
  type EnquiryResponse,
  type EnquiryStatus,
  type DashboardBadges,
} from '@portfolio/contract';
import { fetcher, queryString, request } from '../../../api/http';

/** Empty filters are left out, so equal filters share one SWR key. */
export const enquiriesPath = (filters: EnquiryFilters) => `${API.enquiries}${queryString(filters)}`;
/** The CSV of the filtered list (all pages): a plain link, the browser sends the session cookie. */
export const enquiriesExportUrl = (filters: EnquiryFilters) =>
  `${API.enquiriesExport}${queryString({ ...filters, page: undefined, pageSize: undefined })}`;

export const useEnquiries = (filters: EnquiryFilters) => {
  const res = useSWR<EnquiryListResponse>(enquiriesPath(filters), fetcher, { keepPreviousData: true });
  return { ...res, list: res.data };
};

export const useEnquiry = (id: string | undefined) => {
  const res = useSWR<EnquiryResponse>(id ? API.enquiry(id) : null, fetcher);
  return { ...res, enquiry: res.data?.enquiry };
};

/** The menu's count badges (new and unanswered enquiries, new applications), refreshed every minute. */
export const useBadges = (wanted = true) => {
  const res = useSWR<DashboardBadges>(wanted ? API.dashboardBadges : null, fetcher, { refreshInterval: 60_000 });
  return { ...res, badges: res.data };
};

/** Every inbox list (any filters), the overview and the badges revalidate after a change. */
const refreshLists = () =>
  mutate(
    (key) =>
      typeof key === 'string' &&
      (key === API.enquiries ||
        key.startsWith(`${API.enquiries}?`) ||
        key === API.dashboardBadges ||
        key === API.overview),
  );

const changed = async (id: string, res: EnquiryResponse) => {
  await mutate(API.enquiry(id), res, { revalidate: false });
  await refreshLists();
  return res;
};

export const setEnquiryStatus = async (id: string, status: EnquiryStatus) =>
  changed(id, await request<EnquiryResponse>(API.enquiry(id), { method: 'PATCH', body: { status } }));

/**
 * Any of status (with lostReason for Lost; wonValue, rupees, on Won), owner (a user's _id or null), followUpOn
 * (YYYY-MM-DD or null).
 */
export const changeEnquiry = async (id: string, change: EnquiryChange) =>
  changed(id, await request<EnquiryResponse>(API.enquiry(id), { method: 'PATCH', body: change }));

export const setEnquiryRead = async (id: string, read: boolean) =>
  changed(id, await request<EnquiryResponse>(API.enquiry(id), { method: 'PATCH', body: { read } }));

/** A reply emailed to the visitor (through the outbox) and kept in the thread. */
export const sendEnquiryReply = async (id: string, text: string) =>
  changed(id, await request<EnquiryResponse>(API.enquiryReplies(id), { method: 'POST', body: { text } }));

export const addEnquiryNote = async (id: string, text: string) =>
  changed(id, await request<EnquiryResponse>(API.enquiryNotes(id), { method: 'POST', body: { text } }));

/** Opening an enquiry marks it read on the server: the lists' unread counts follow. */
export const refreshEnquiryLists = refreshLists;
