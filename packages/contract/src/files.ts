import { z } from 'zod';
import { FILE_LIMITS } from './file-limits.js';

/**
 * Files (spec §7: /v1/sts, /v1/parse, /v1/task/status, /v1/file/delete; issue 15, decision 024).
 * A file is uploaded to where /v1/sts says, then parsed off the request path; its text is polled.
 */
export { FILE_LIMITS } from './file-limits.js';

/** What the server accepts, checked by content (magic bytes), never by the name. */
export const FILE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type FileMimeType = (typeof FILE_MIME_TYPES)[number];

/** A generated file path: the only form the API takes (anything else, e.g. '../../etc/passwd', is refused). */
export const FILE_PATH_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const filePathSchema = z.string().regex(FILE_PATH_PATTERN, '文件路径格式不正确');

export const stsQuerySchema = z.object({
  /** The file's name on the phone, shown back in lists (never used on disk). */
  name: z.string().max(200, '文件名过长').optional(),
});

/**
 * Where and how to upload one file. The client sends the bytes with `method` to `uploadUrl` with exactly
 * `headers`, whether the server stores them itself (provider 'local') or an S3-compatible store does.
 */
export const stsSchema = z.object({
  provider: z.enum(['local', 's3']),
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  filePath: filePathSchema,
  expiresAt: z.string(),
  maxBytes: z.number().int(),
});
export type Sts = z.infer<typeof stsSchema>;

/** A stored file (spec §3 message files: name, size, url, hash) and its path for the other calls. */
export const storedFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  url: z.string(),
  hash: z.string(),
  path: filePathSchema,
  mime: z.enum(FILE_MIME_TYPES),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const PARSE_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ParseStatus = (typeof PARSE_STATUSES)[number];

/** FileParse: start reading a file's text. */
export const fileParseSchema = z.object({ file_path: filePathSchema });
/** FileDetails: the tasks to poll (a task's id is its file's path). */
export const fileDetailsSchema = z.object({
  task_ids: z.array(filePathSchema).min(1, '请提供任务编号').max(FILE_LIMITS.maxFilesPerCase),
});
/** FilePaths: files to delete. */
export const filePathsSchema = z.object({
  file_paths: z.array(filePathSchema).min(1, '请提供要删除的文件').max(50),
});

export const parseTaskSchema = z.object({
  task_id: filePathSchema,
  file_path: filePathSchema,
  name: z.string(),
  status: z.enum(PARSE_STATUSES),
  /** 0–100, for the progress bar. */
  progress: z.number().int(),
  /** What is happening, in Chinese ('正在识别第1/3页'). */
  stage: z.string(),
  /** The text, when done. */
  text: z.string().optional(),
  pages: z.number().int().optional(),
  /** Why it failed, in Chinese. */
  reason: z.string().optional(),
});
export type ParseTask = z.infer<typeof parseTaskSchema>;
export const parseTasksSchema = z.object({ tasks: z.array(parseTaskSchema) });
export const fileDeleteResultSchema = z.object({ ok: z.literal(true), deleted: z.number().int() });
