import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FILE_LIMITS } from '@broker/contract';
import type { S3Config } from '../../config-scale.js';
import { AppError } from '../../errors.js';
import { checkedName, localFileStore, type FileStore } from './file-store.js';

const UPLOAD_TYPE = 'application/octet-stream';

/**
 * Files in an S3-compatible bucket (decision 035), under `files/<uuid>`. Uploads go from the client
 * straight to the store through a presigned PUT (15 minutes, the content type signed); the server
 * checks the bytes by content the first time the file is used (files-service `confirm`). Parsing reads a
 * copy in the machine's temp folder, removed when the parse ends.
 */
export function s3FileStore(config: S3Config): FileStore {
  const common = {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // A store that does not answer must not hold a request for the SDK's default minutes.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    maxAttempts: 2,
  };
  const client = new S3Client({ ...common, endpoint: config.endpoint });
  // Browsers may reach the store at another address than the server does; the signature covers it.
  const presigner =
    config.publicEndpoint === config.endpoint
      ? client
      : new S3Client({ ...common, endpoint: config.publicEndpoint });
  const Bucket = config.bucket;
  const Key = (id: string) => `files/${checkedName(id)}`;
  const notFound = (error: unknown) =>
    (error as { name?: string }).name === 'NotFound' ||
    (error as { name?: string }).name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

  // Any failure to reach the store is one clear 503 for the agent; the cause goes to the log.
  const guard = async <T>(sent: Promise<T>): Promise<T> => {
    try {
      return await sent;
    } catch (error) {
      if (notFound(error)) throw error;
      throw new AppError('unavailable:file_store', { cause: error });
    }
  };

  const read = async (id: string) => {
    const out = await guard(client.send(new GetObjectCommand({ Bucket, Key: Key(id) })));
    if (!out.Body) throw new Error(`empty body for ${id}`);
    return Buffer.from(await out.Body.transformToByteArray());
  };

  return {
    provider: 's3',
    async uploadTarget(id) {
      const uploadUrl = await getSignedUrl(
        presigner,
        new PutObjectCommand({ Bucket, Key: Key(id), ContentType: UPLOAD_TYPE }),
        { expiresIn: FILE_LIMITS.uploadMinutes * 60 },
      );
      return { uploadUrl, headers: { 'content-type': UPLOAD_TYPE } };
    },
    async write(id, bytes) {
      await guard(
        client.send(new PutObjectCommand({ Bucket, Key: Key(id), Body: bytes, ContentType: UPLOAD_TYPE })),
      );
    },
    read,
    async size(id) {
      try {
        const head = await guard(client.send(new HeadObjectCommand({ Bucket, Key: Key(id) })));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    location: (id) => `s3://${Bucket}/${Key(id)}`,
    async localCopy(id) {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ba-file-'));
      const file = path.join(dir, checkedName(id));
      try {
        await fs.writeFile(file, await read(id), { mode: 0o600 });
      } catch (error) {
        await fs.rm(dir, { recursive: true, force: true });
        throw error;
      }
      return { path: file, release: () => fs.rm(dir, { recursive: true, force: true }) };
    },
    async remove(id) {
      await guard(client.send(new DeleteObjectCommand({ Bucket, Key: Key(id) })));
    },
    async status() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return 'ok';
      } catch {
        return 'down';
      }
    },
  };
}

/** The store the configuration names: the S3-compatible one when configured, local disk otherwise. */
export function configuredFileStore(config: { dataDir: string; s3: S3Config | undefined }): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(config.dataDir);
}
