import { useCallback, useEffect, useRef, useState } from 'react';
import { FILE_LIMITS } from '@broker/contract';
import { errorText } from '../http';
import { filesText as t } from '../../locales/zh-CN/files';
import { deleteFiles, parseStatus, startParse } from './files-api';
import { uploadFile } from './upload';

export interface ReportFile {
  key: string;
  name: string;
  /** A local preview of an image (object URL); PDFs show an icon. */
  preview?: string;
  status: 'uploading' | 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  stage: string;
  path?: string;
  reason?: string;
  pages?: number;
  chars?: number;
  /** Bytes and SHA-256 as stored (a question's fileInfos carry them). */
  size?: number;
  hash?: string;
}

const POLL_MS = 1000;
let counter = 0;

/**
 * A case's files (the underwriting screen's report, the chat's attachments): upload, parse off the
 * server's request path, poll progress, delete.
 */
export function useReportFiles() {
  const [files, setFiles] = useState<ReportFile[]>([]);
  const latest = useRef(files);
  latest.current = files;
  const patch = useCallback(
    (key: string, change: Partial<ReportFile>) =>
      setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f))),
    [],
  );

  const addOne = useCallback(
    async (file: File) => {
      const key = `f${++counter}`;
      const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined;
      const tooBig = file.size > FILE_LIMITS.maxBytes;
      setFiles((list) => [
        ...list,
        {
          key,
          name: file.name,
          ...(preview && { preview }),
          status: tooBig ? 'failed' : 'uploading',
          progress: 0,
          stage: t.uploading(0),
          ...(tooBig && { reason: t.tooBig(file.name) }),
        },
      ]);
      if (tooBig) return;
      try {
        const stored = await uploadFile(file, (percent) =>
          patch(key, { progress: percent, stage: t.uploading(percent) }),
        );
        const task = await startParse(stored.path);
        patch(key, {
          path: stored.path,
          size: stored.size,
          hash: stored.hash,
          status: task.status,
          progress: task.progress,
          stage: task.stage,
        });
      } catch (error) {
        patch(key, { status: 'failed', reason: errorText(error, '上传失败，请重试') });
      }
    },
    [patch],
  );

  const add = useCallback(
    (picked: FileList | readonly File[] | null) => {
      const room = FILE_LIMITS.maxFilesPerCase - latest.current.length;
      const list = [...(picked ?? [])];
      for (const file of list.slice(0, Math.max(0, room))) void addOne(file);
      return list.length > room ? t.tooMany : '';
    },
    [addOne],
  );

  const remove = useCallback(async (key: string) => {
    const file = latest.current.find((f) => f.key === key);
    setFiles((list) => list.filter((f) => f.key !== key));
    if (file?.preview) URL.revokeObjectURL(file.preview);
    if (file?.path) await deleteFiles([file.path]).catch(() => undefined);
  }, []);

  // Poll the tasks still being read.
  const reading = files.filter((f) => f.path && (f.status === 'queued' || f.status === 'running'));
  const readingKey = reading.map((f) => f.path).join(',');
  useEffect(() => {
    if (!readingKey) return;
    const timer = setInterval(() => {
      void parseStatus(readingKey.split(','))
        .then(({ tasks }) => {
          for (const task of tasks) {
            const file = latest.current.find((f) => f.path === task.file_path);
            if (!file) continue;
            patch(file.key, {
              status: task.status,
              progress: task.progress,
              stage: task.stage,
              ...(task.reason && { reason: task.reason }),
              ...(task.status === 'done' && { pages: task.pages ?? 0, chars: (task.text ?? '').length }),
            });
          }
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [readingKey, patch]);

  const busy = files.some((f) => f.status === 'uploading' || f.status === 'queued' || f.status === 'running');
  const paths = files
    .filter((f) => f.status === 'done' || (f.status === 'failed' && f.path))
    .flatMap((f) => (f.path ? [f.path] : []));
  return { files, add, remove, busy, paths };
}
