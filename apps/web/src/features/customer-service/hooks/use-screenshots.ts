import { useCallback, useEffect, useRef, useState } from 'react';
import { WORK_ORDER_LIMITS, WORK_ORDER_SCREENSHOT_TYPES } from '@broker/contract';
import { errorText } from '../../../lib/http';
import { uploadFile } from '../../../lib/files/upload';
import { csText as t } from '../../../locales/zh-CN/customer-service';

export interface Screenshot {
  key: string;
  name: string;
  /** A local preview (object URL). */
  preview: string;
  status: 'uploading' | 'done' | 'failed';
  progress: number;
  /** The stored file's path, once uploaded. */
  path?: string;
  reason?: string;
}

let counter = 0;
const isImage = (file: File) => (WORK_ORDER_SCREENSHOT_TYPES as readonly string[]).includes(file.type);

/**
 * The form's screenshots: each uploaded at once through /v1/sts (the server checks the bytes), up to
 * WORK_ORDER_LIMITS.screenshotsMax; a refused one stays listed with why, until removed.
 */
export function useScreenshots() {
  const [shots, setShots] = useState<Screenshot[]>([]);
  const latest = useRef(shots);
  latest.current = shots;
  const patch = useCallback(
    (key: string, change: Partial<Screenshot>) =>
      setShots((list) => list.map((s) => (s.key === key ? { ...s, ...change } : s))),
    [],
  );

  const addOne = useCallback(
    async (file: File) => {
      const key = `s${++counter}`;
      const refused = !isImage(file)
        ? t.screenshotNotImage(file.name)
        : file.size > WORK_ORDER_LIMITS.screenshotMaxBytes
          ? t.screenshotTooBig(file.name)
          : '';
      const shot: Screenshot = {
        key,
        name: file.name,
        preview: URL.createObjectURL(file),
        status: refused ? 'failed' : 'uploading',
        progress: 0,
        ...(refused && { reason: refused }),
      };
      setShots((list) => [...list, shot]);
      if (refused) return;
      try {
        const stored = await uploadFile(file, (progress) => patch(key, { progress }));
        patch(key, { status: 'done', progress: 100, path: stored.path });
      } catch (error) {
        patch(key, { status: 'failed', reason: errorText(error, t.screenshotFailed) });
      }
    },
    [patch],
  );

  /** Adds what fits; says so when more were picked than the limit leaves room for. */
  const add = useCallback(
    (picked: FileList | null) => {
      const room = WORK_ORDER_LIMITS.screenshotsMax - latest.current.length;
      const list = [...(picked ?? [])];
      for (const file of list.slice(0, Math.max(0, room))) void addOne(file);
      return list.length > room ? t.screenshotsTooMany : '';
    },
    [addOne],
  );

  const remove = useCallback((key: string) => {
    const shot = latest.current.find((s) => s.key === key);
    if (shot) URL.revokeObjectURL(shot.preview);
    setShots((list) => list.filter((s) => s.key !== key));
  }, []);

  useEffect(
    () => () => {
      for (const shot of latest.current) URL.revokeObjectURL(shot.preview);
    },
    [],
  );

  return {
    shots,
    add,
    remove,
    uploading: shots.some((s) => s.status === 'uploading'),
    failed: shots.some((s) => s.status === 'failed'),
    paths: shots.flatMap((s) => (s.status === 'done' && s.path ? [s.path] : [])),
  };
}
