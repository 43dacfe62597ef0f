import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Api, type AdminAuditAction } from '@portal/contracts/web';
import { api, saveFile } from '@portal/web-core';

export interface AuditQuery {
  search: string;
  action: AdminAuditAction | '';
  page: number;
}

const query = ({ search, action }: Omit<AuditQuery, 'page'>) => ({ search: search || undefined, action: action || undefined });

export const getAuditQueryOptions = ({ page, ...filters }: AuditQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters.search, filters.action, page],
    queryFn: ({ signal }) => api.call(Api.adminUsers.audit, { query: { ...query(filters), page } }, { signal }),
    placeholderData: keepPreviousData,
    // Entries arrive from every service through their outboxes within moments: the open log follows them.
    refetchInterval: 5_000,
  });

/** The admin audit log, newest first, searched on the server. */
export function useAudit(q: AuditQuery) {
  return useQuery(getAuditQueryOptions(q));
}

/** Downloads the same search as CSV. */
export async function exportAuditCsv(filters: Omit<AuditQuery, 'page'>): Promise<void> {
  saveFile(await api.call(Api.adminUsers.auditCsv, { query: query(filters) }), 'admin-audit-log.csv');
}
