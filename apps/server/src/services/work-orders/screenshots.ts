import { createHmac, timingSafeEqual } from 'node:crypto';
import { WORK_ORDER_LIMITS, WORK_ORDER_SCREENSHOT_TYPES, type WorkOrder } from '@broker/contract';
import type { Db } from '../../db/database.js';
import { filesRepository, type UploadedFileRow } from '../../db/files-repository.js';
import { AppError } from '../../errors.js';

/**
 * Work-order screenshots (decision 025 addendum): files the agent uploaded through /v1/sts, checked by
 * content there (magic bytes) and here again as images within the limit. They keep the files service's
 * retention (30 days): an expired one is simply no longer listed.
 */

const isScreenshotType = (mime: string | null) =>
  (WORK_ORDER_SCREENSHOT_TYPES as readonly (string | null)[]).includes(mime);

/** The agent's own uploaded images, in the order given; anything else is refused before the order is made. */
export async function checkScreenshots(db: Db, userId: string, paths: readonly string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  if (new Set(paths).size !== paths.length) throw new AppError('invalid:screenshot_duplicate');
  const rows = new Map((await filesRepository(db, userId).findMany(paths)).map((r) => [r.id, r]));
  for (const path of paths) {
    const row = rows.get(path);
    // Another agent's file is the same 404 as a missing one.
    if (!row) throw new AppError('not_found:screenshot');
    if (!row.mime) throw new AppError('invalid:file_not_uploaded');
    if (!isScreenshotType(row.mime)) throw new AppError('invalid:screenshot_type');
    if ((row.size ?? 0) > WORK_ORDER_LIMITS.screenshotMaxBytes)
      throw new AppError('payload_too_large:screenshot');
  }
  return [...paths];
}

/** The stored screenshots of an order (of agent `userId`) still kept, in the order attached. */
export async function screenshotFiles(
  db: Db,
  userId: string,
  paths: readonly string[] | undefined,
): Promise<UploadedFileRow[]> {
  if (!paths || paths.length === 0) return [];
  const rows = new Map((await filesRepository(db, userId).findMany(paths)).map((r) => [r.id, r]));
  return paths.flatMap((p) => rows.get(p) ?? []);
}

/** As the agent sees them: their own file address (agent-only, like every /v1/file). */
export const agentScreenshots = (rows: UploadedFileRow[]): WorkOrder['screenshots'] =>
  rows.map((r) => ({ path: r.id, name: r.name, size: r.size ?? 0, url: `/v1/file/${r.id}` }));

const linkSignature = (secret: string, path: string, expires: number) =>
  createHmac('sha256', secret).update(`work-order-screenshot.${path}.${expires}`).digest('hex');

/**
 * A link for operators' systems, which are not signed-in agents: signed with the webhook secret and
 * valid until the file's retention ends, like a presigned storage address. `baseUrl` (CS_PUBLIC_URL)
 * makes it absolute; without it the link is a path on this server.
 */
export function screenshotLink(secret: string, baseUrl: string | undefined, row: UploadedFileRow): string {
  const expires = Math.floor(row.expiresAt.getTime() / 1000);
  const path = `/v1/workorder/screenshot/${row.id}?expires=${expires}&sig=${linkSignature(secret, row.id, expires)}`;
  return baseUrl ? `${baseUrl.replace(/\/+$/, '')}${path}` : path;
}

/** Whether a link's signature is ours and it has not run out. */
export function screenshotLinkValid(
  secret: string,
  path: string,
  expires: number,
  sig: string,
  now: Date,
): boolean {
  if (!Number.isFinite(expires) || expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(linkSignature(secret, path, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
