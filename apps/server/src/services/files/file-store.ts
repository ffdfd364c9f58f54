import fs from 'node:fs/promises';
import path from 'node:path';
import { FILE_PATH_PATTERN } from '@broker/contract';

/**
 * Where uploaded bytes live. 'local' (the embedded default) keeps them under DATA_DIR/files with the
 * server as the upload target; 's3' (s3-file-store.ts) keeps them in an S3-compatible bucket that the
 * client PUTs to through a presigned address. Either way the client's upload code is the same
 * (decision 024, decision 035).
 */
export interface FileStore {
  provider: 'local' | 's3';
  /** The address and headers the client PUTs the bytes to. */
  uploadTarget(id: string, token: string): Promise<{ uploadUrl: string; headers: Record<string, string> }>;
  write(id: string, bytes: Buffer): Promise<void>;
  read(id: string): Promise<Buffer>;
  /** The stored size, or undefined when nothing is stored under `id` (a direct upload not made). */
  size(id: string): Promise<number | undefined>;
  /** Where an operator finds the file: a path on this machine, or the object's s3:// address. */
  location(id: string): string;
  /** A path on this machine the parse worker can open, until `release()`. */
  localCopy(id: string): Promise<{ path: string; release(): Promise<void> }>;
  remove(id: string): Promise<void>;
  /** Whether the store can be reached (`/readyz`). */
  status(): Promise<'ok' | 'down'>;
}

/** Names are generated UUIDs, checked again here so no caller can ever reach outside the store. */
export function checkedName(id: string): string {
  if (!FILE_PATH_PATTERN.test(id)) throw new Error(`not a generated file name: ${id}`);
  return id;
}

export function localFileStore(dataDir: string): FileStore {
  const root = path.resolve(dataDir, 'files');
  const fileOf = (id: string) => path.join(root, checkedName(id));
  return {
    provider: 'local',
    uploadTarget: async (id, token) => ({
      uploadUrl: `/v1/file/upload/${id}?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/octet-stream' },
    }),
    async write(id, bytes) {
      await fs.mkdir(root, { recursive: true, mode: 0o700 });
      // Written aside and renamed: an interrupted write never leaves half a file under the real name.
      const temp = `${fileOf(id)}.part`;
      await fs.writeFile(temp, bytes, { mode: 0o600 });
      await fs.rename(temp, fileOf(id));
    },
    read: (id) => fs.readFile(fileOf(id)),
    size: (id) =>
      fs.stat(fileOf(id)).then(
        (s) => s.size,
        () => undefined,
      ),
    location: fileOf,
    localCopy: async (id) => ({ path: fileOf(id), release: async () => undefined }),
    async remove(id) {
      await fs.rm(fileOf(id), { force: true });
    },
    status: async () => 'ok',
  };
}
