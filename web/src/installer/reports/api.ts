import useSWR from 'swr';
import { API, type InsightsReport, type ReportRange } from '@portfolio/contract';
import { fetcher } from '../../api/http';

/** The Reports screen's figures for a range (company days, both included). */
export const reportsPath = ({ from, to }: ReportRange) => `${API.reports}?${new URLSearchParams({ from, to })}`;

export const useReports = (range: ReportRange | null) => {
  const res = useSWR<InsightsReport>(range ? reportsPath(range) : null, fetcher, { keepPreviousData: true });
  return { ...res, report: res.data };
};
