import fs from 'node:fs/promises';
import path from 'node:path';
import { FILE_PATH_PATTERN } from '@broker/contract';

/**
 * Where uploaded bytes live. 'local' (the embedded default) keeps them under DATA_DIR/files with the
 * server as the upload target; an S3-compatible store would implement the same interface with
 * presigned PUT addresses, so the client's upload code stays the same (decision 024).
 */
export interface FileStore {
  provider: 'local' | 's3';
  /** The address and headers the client PUTs the bytes to. */
  uploadTarget(id: string, token: string): { uploadUrl: string; headers: Record<string, string> };
  write(id: string, bytes: Buffer): Promise<void>;
  read(id: string): Promise<Buffer>;
  /** A path on this machine the parse worker can open. */
  localPath(id: string): string;
  remove(id: string): Promise<void>;
}

export function localFileStore(dataDir: string): FileStore {
  const root = path.resolve(dataDir, 'files');
  // Names are generated UUIDs, checked again here so no caller can ever reach outside the folder.
  const fileOf = (id: string) => {
    if (!FILE_PATH_PATTERN.test(id)) throw new Error(`not a generated file name: ${id}`);
    return path.join(root, id);
  };
  return {
    provider: 'local',
    uploadTarget: (id, token) => ({
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
    localPath: fileOf,
    async remove(id) {
      await fs.rm(fileOf(id), { force: true });
    },
  };
}
