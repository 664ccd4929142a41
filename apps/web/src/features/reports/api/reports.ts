// The reports API as the screens use it: which reports the user may open (GET /reports), one report
// for a period (GET /reports/{kind}), its export address, and a month's GST returns.
import {
  type ExportFormat,
  type GstReturnsReply,
  gstReturnsReplySchema,
  type ReportIndexReply,
  type ReportKind,
  type ReportReply,
  reportIndexReplySchema,
  reportReplySchema,
  type SalesGroup,
} from '@storekeep/domain/report-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export const REPORTS_KEY = ['reports'] as const;

export interface ReportQuery {
  kind: ReportKind;
  from: string;
  to: string;
  scope: 'selected' | 'all';
  groupBy: SalesGroup;
}

const searchOf = (q: ReportQuery) =>
  new URLSearchParams({ from: q.from, to: q.to, scope: q.scope, groupBy: q.groupBy });

export function useReportIndex() {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'index'],
    queryFn: (): Promise<ReportIndexReply> => fetchParsed('/api/v1/reports', reportIndexReplySchema),
  });
}

export function useReport(query: ReportQuery | null) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'report', query],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: (): Promise<ReportReply> =>
      fetchParsed(`/api/v1/reports/${query?.kind}?${searchOf(query as ReportQuery)}`, reportReplySchema),
  });
}

/** The address of a report's file: the browser downloads it (Content-Disposition: attachment). */
export function reportExportUrl(query: ReportQuery, format: ExportFormat): string {
  const search = searchOf(query);
  search.set('format', format);
  return `/api/v1/reports/${query.kind}/export?${search}`;
}

export function useGstReturns(month: string, enabled: boolean) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'gst', month],
    enabled,
    queryFn: (): Promise<GstReturnsReply> =>
      fetchParsed(`/api/v1/reports/gst-returns?month=${month}`, gstReturnsReplySchema),
  });
}
