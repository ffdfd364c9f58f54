import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { FILE_LIMITS, type StoredFile, type FileMimeType, type ParseTask, type Sts } from '@broker/contract';
import type { Db } from '../../db/database.js';
import {
  deleteExpiredFiles,
  fileForUpload,
  filesRepository,
  unfinishedParses,
  updateParse,
  type UploadedFileRow,
} from '../../db/files-repository.js';
import { AppError } from '../../errors.js';
import type { FileStore } from './file-store.js';
import { parseQueue } from './parse-queue.js';
import { sniffFileType } from './sniff.js';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const DAY_MS = 24 * 60 * 60_000;

export const storedFileOf = (row: UploadedFileRow): StoredFile => ({
  name: row.name,
  size: row.size ?? 0,
  url: `/v1/file/${row.id}`,
  hash: row.sha256 ?? '',
  path: row.id,
  mime: (row.mime ?? 'application/octet-stream') as FileMimeType,
});

/** Files (spec §7, issue 15): upload slots, checked storage, parse tasks off the request path, deletion. */
export function filesService(
  db: Db,
  store: FileStore,
  options: { jobTimeoutMs?: number; log?: (error: string) => void } = {},
  now: () => Date = () => new Date(),
) {
  const queue = parseQueue(
    {
      progress: (id, progress, stage) => void updateParse(db, id, { progress, stage }),
      done: (id, text, pages) =>
        updateParse(db, id, { parseStatus: 'done', progress: 100, stage: '识别完成', text, pages }),
      failed: (id, reason, error) => {
        if (error) options.log?.(error);
        return updateParse(db, id, { parseStatus: 'failed', progress: 100, stage: '识别失败', reason });
      },
    },
    { jobTimeoutMs: options.jobTimeoutMs ?? 120_000, pdfMaxPages: FILE_LIMITS.pdfMaxPages },
  );

  // Reading queued or under way when the process stopped starts again (once, before the first parse or
  // poll of this process: the queue lives in memory).
  let resumed: Promise<void> | undefined;
  const resume = () =>
    (resumed ??= (async () => {
      for (const row of await unfinishedParses(db)) {
        await updateParse(db, row.id, { parseStatus: 'queued', progress: 0, stage: '排队中' });
        queue.add({ id: row.id, path: store.localPath(row.id), mime: row.mime ?? '' });
      }
    })());

  const stored = async (userId: string, id: string) => {
    const row = await filesRepository(db, userId).find(id);
    if (!row) throw new AppError('not_found:file');
    if (!row.mime) throw new AppError('invalid:file_not_uploaded');
    return row;
  };

  const taskOf = (row: UploadedFileRow): ParseTask => {
    const status = row.parseStatus === 'none' ? 'queued' : (row.parseStatus as ParseTask['status']);
    const ahead = status === 'queued' ? queue.position(row.id) : 0;
    return {
      task_id: row.id,
      file_path: row.id,
      name: row.name,
      status,
      progress: row.progress,
      stage: status === 'queued' ? (ahead > 1 ? `排队中，前面还有${ahead - 1}个文件` : '排队中') : row.stage,
      ...(row.parseStatus === 'done' ? { text: row.text ?? '', pages: row.pages ?? 0 } : {}),
      ...(row.reason ? { reason: row.reason } : {}),
    };
  };

  return {
    async sts(userId: string, name: string | undefined): Promise<Sts> {
      const id = randomUUID();
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now().getTime() + FILE_LIMITS.uploadMinutes * 60_000);
      await filesRepository(db, userId).create({
        id,
        name: (name ?? '').trim().slice(0, 100) || '未命名文件',
        uploadTokenHash: sha256(token),
        uploadExpiresAt: expiresAt,
        expiresAt: new Date(now().getTime() + FILE_LIMITS.retentionDays * DAY_MS),
      });
      return {
        provider: store.provider,
        method: 'PUT',
        ...store.uploadTarget(id, token),
        filePath: id,
        expiresAt: expiresAt.toISOString(),
        maxBytes: FILE_LIMITS.maxBytes,
      };
    },

    /** The local store's upload: the token proves the slot; the bytes are checked by content. */
    async upload(id: string, token: string, body: Buffer | undefined): Promise<StoredFile> {
      const row = await fileForUpload(db, id);
      if (!row || row.uploadTokenHash !== sha256(token) || row.uploadExpiresAt < now())
        throw new AppError('forbidden:upload');
      if (row.mime) throw new AppError('conflict:file_uploaded');
      const bytes = body ?? Buffer.alloc(0);
      if (bytes.length > FILE_LIMITS.maxBytes)
        throw new AppError('payload_too_large', {
          detail: `文件不能超过${FILE_LIMITS.maxBytes / 1048576} MB`,
        });
      const mime = sniffFileType(bytes);
      await store.write(id, bytes);
      const values = { mime, size: bytes.length, sha256: sha256(bytes) };
      await updateParse(db, id, values);
      return storedFileOf({ ...row, ...values });
    },

    async file(userId: string, id: string): Promise<{ row: UploadedFileRow; bytes: Buffer }> {
      const row = await stored(userId, id);
      return { row, bytes: await store.read(id) };
    },

    async parse(userId: string, id: string): Promise<ParseTask> {
      await resume();
      const row = await stored(userId, id);
      if (row.parseStatus === 'none' || row.parseStatus === 'failed') {
        await filesRepository(db, userId).update(id, {
          parseStatus: 'queued',
          progress: 0,
          stage: '排队中',
          reason: null,
        });
        queue.add({ id, path: store.localPath(id), mime: row.mime ?? '' });
        return taskOf({ ...row, parseStatus: 'queued', progress: 0, stage: '排队中', reason: null });
      }
      return taskOf(row);
    },

    /** Tasks of this agent's files; another agent's id is reported as not found, like a deleted one. */
    async status(userId: string, ids: readonly string[]): Promise<ParseTask[]> {
      await resume();
      const rows = await filesRepository(db, userId).findMany(ids);
      if (rows.length < new Set(ids).size) throw new AppError('not_found:file');
      return rows.map(taskOf);
    },

    /** The agent's own files only: the row and the bytes; an unknown or foreign path is a 404. */
    async remove(userId: string, ids: readonly string[]): Promise<number> {
      const removed = await filesRepository(db, userId).remove(ids);
      if (removed.length === 0) throw new AppError('not_found:file');
      for (const id of removed) {
        queue.cancel(id);
        await store.remove(id);
      }
      return removed.length;
    },

    /** Rows and bytes past their retention (housekeeping). */
    async deleteExpired(): Promise<number> {
      const ids = await deleteExpiredFiles(db, now());
      for (const id of ids) await store.remove(id);
      return ids.length;
    },

    close: () => queue.close(),
  };
}
export type FilesService = ReturnType<typeof filesService>;
