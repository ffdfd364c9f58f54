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
  // Copies the parse worker reads (an S3 store's files are fetched to a temp folder first).
  const copies = new Map<string, () => Promise<void>>();
  const release = (id: string) => {
    const done = copies.get(id);
    copies.delete(id);
    return done?.().catch(() => undefined);
  };
  const queue = parseQueue(
    {
      progress: (id, progress, stage) => void updateParse(db, id, { progress, stage }),
      done: async (id, text, pages) => {
        await release(id);
        await updateParse(db, id, { parseStatus: 'done', progress: 100, stage: '识别完成', text, pages });
      },
      failed: async (id, reason, error) => {
        await release(id);
        if (error) options.log?.(error);
        await updateParse(db, id, { parseStatus: 'failed', progress: 100, stage: '识别失败', reason });
      },
    },
    { jobTimeoutMs: options.jobTimeoutMs ?? 120_000, pdfMaxPages: FILE_LIMITS.pdfMaxPages },
  );

  const enqueue = async (id: string, mime: string) => {
    const copy = await store.localCopy(id);
    copies.set(id, copy.release);
    queue.add({ id, path: copy.path, mime });
  };

  // Reading queued or under way when the process stopped starts again (once, before the first parse or
  // poll of this process: the queue lives in memory).
  let resumed: Promise<void> | undefined;
  const resume = () =>
    (resumed ??= (async () => {
      for (const row of await unfinishedParses(db)) {
        await updateParse(db, row.id, { parseStatus: 'queued', progress: 0, stage: '排队中' });
        await enqueue(row.id, row.mime ?? '').catch(() =>
          updateParse(db, row.id, {
            parseStatus: 'failed',
            stage: '识别失败',
            reason: '文件读取失败，请重新上传',
          }),
        );
      }
    })());

  /**
   * A file the client PUT straight into the object store: checked by content the first time it is
   * used, as the local store's upload route checks it. A refused one is removed from the store.
   */
  const confirm = async (row: UploadedFileRow): Promise<UploadedFileRow> => {
    if (row.mime || store.provider === 'local') return row;
    const size = await store.size(row.id);
    if (size === undefined) throw new AppError('invalid:file_not_uploaded');
    try {
      if (size > FILE_LIMITS.maxBytes)
        throw new AppError('payload_too_large', {
          detail: `文件不能超过${FILE_LIMITS.maxBytes / 1048576} MB`,
        });
      const bytes = await store.read(row.id);
      const values = { mime: sniffFileType(bytes), size: bytes.length, sha256: sha256(bytes) };
      await updateParse(db, row.id, values);
      return { ...row, ...values };
    } catch (error) {
      // Refused bytes go; a store that cannot be reached keeps them for the next try.
      if (error instanceof AppError && error.code !== 'unavailable:file_store') await store.remove(row.id);
      throw error;
    }
  };

  const stored = async (userId: string, id: string) => {
    const row = await filesRepository(db, userId).find(id);
    if (!row) throw new AppError('not_found:file');
    const checked = await confirm(row);
    if (!checked.mime) throw new AppError('invalid:file_not_uploaded');
    return checked;
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
        ...(await store.uploadTarget(id, token)),
        filePath: id,
        expiresAt: expiresAt.toISOString(),
        maxBytes: FILE_LIMITS.maxBytes,
      };
    },

    /** The local store's upload: the token proves the slot; the bytes are checked by content. */
    async upload(id: string, token: string, body: Buffer | undefined): Promise<StoredFile> {
      // With an object store the client uploads there; this address was never handed out.
      if (store.provider !== 'local') throw new AppError('forbidden:upload');
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
        await enqueue(id, row.mime ?? '');
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
        await release(id);
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

    /**
     * The agent's uploaded files among `ids` checked by content (an object store's direct uploads are
     * checked here on first use); unknown ids are left to the caller.
     */
    async confirm(userId: string, ids: readonly string[]): Promise<void> {
      for (const row of await filesRepository(db, userId).findMany(ids)) await confirm(row);
    },

    provider: store.provider,
    storeStatus: () => store.status(),

    close: () => queue.close(),
  };
}
export type FilesService = ReturnType<typeof filesService>;
