import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  ParseTask,
  StoredFile,
  UnderwritingHistoryPage,
  UnderwritingInput,
  UnderwritingReport,
} from '@broker/contract';
import { http } from '../../../lib/http';

export const underwritingKeys = {
  history: ['underwriting', 'history'] as const,
  report: (id: string) => ['underwriting', 'report', id] as const,
};

/** POST /v1/parse: start reading a stored file's text. */
export const startParse = (filePath: string) =>
  http.post<ParseTask>('/v1/parse', { file_path: filePath }, { showErrorToast: false });

/** POST /v1/task/status: the parse tasks' progress. */
export const parseStatus = (taskIds: string[]) =>
  http.post<{ tasks: ParseTask[] }>('/v1/task/status', { task_ids: taskIds }, { showErrorToast: false });

/** POST /v1/file/delete: the files and their text, for good. */
export const deleteFiles = (filePaths: string[]) =>
  http.post<{ ok: true; deleted: number }>(
    '/v1/file/delete',
    { file_paths: filePaths },
    { showErrorToast: false },
  );

export const createReport = (input: UnderwritingInput) =>
  http.post<UnderwritingReport>('/v1/underwriting/report', input, { showErrorToast: false });

export const deleteReport = (id: string) =>
  http.request('DELETE', `/v1/underwriting/history/${encodeURIComponent(id)}`);

export function useUnderwritingReport(id: string) {
  return useQuery({
    queryKey: underwritingKeys.report(id),
    queryFn: () =>
      http.get<UnderwritingReport>(`/v1/underwriting/history/${encodeURIComponent(id)}`, {
        showErrorToast: false,
      }),
    enabled: id !== '',
    retry: false,
  });
}

export function useUnderwritingHistory() {
  return useInfiniteQuery({
    queryKey: underwritingKeys.history,
    queryFn: ({ pageParam }) =>
      http.get<UnderwritingHistoryPage>('/v1/underwriting/history', {
        params: { page: pageParam },
        showErrorToast: false,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

export type { StoredFile };
