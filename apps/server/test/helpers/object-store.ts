import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestObjectStore {
  /** The S3_* variables that point the server at this store. */
  env: Record<string, string>;
  /** The objects in the bucket, by key. */
  keys(): string[];
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver, pure JS) on a free port with one empty bucket, for one test file. */
export async function startObjectStore(port = 0): Promise<TestObjectStore> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ba-s3-'));
  const bucket = 'ba-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  let stopped = false;
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys() {
      const root = path.join(directory, bucket);
      const found: string[] = [];
      const walk = (dir: string) => {
        if (!fs.existsSync(dir)) return;
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (!entry.name.endsWith('._S3rver_metadata.json')) found.push(path.relative(root, full));
        }
      };
      walk(root);
      return found.map((f) => f.replace(/\._S3rver_object$/, ''));
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
