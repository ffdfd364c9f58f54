import type { ParseTask, Sts } from '@broker/contract';
import { http } from '../http';

// Files (spec §7, decision 024): shared by the underwriting screen and the chat's attachments.

/** GET /v1/sts: where to upload one file (the server itself, or a presigned store address). */
export const uploadSlot = (name: string) =>
  http.get<Sts>('/v1/sts', { params: { name }, showErrorToast: false });

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
