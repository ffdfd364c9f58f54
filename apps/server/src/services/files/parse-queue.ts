import { Worker } from 'node:worker_threads';

export interface ParseJob {
  id: string;
  path: string;
  mime: string;
}
export interface ParseEvents {
  progress(id: string, progress: number, stage: string): void;
  done(id: string, text: string, pages: number): Promise<void> | void;
  failed(id: string, reason: string, error?: string): Promise<void> | void;
}

const WORKER_URL = new URL('./extract-worker.mjs', import.meta.url);

/**
 * One worker thread reads files one at a time, in order (the machine has two cores: one for requests,
 * one for reading). A job that runs past its time (a PDF bomb, a pathological image) ends its worker;
 * the next job starts a fresh one.
 */
export function parseQueue(events: ParseEvents, options: { jobTimeoutMs: number; pdfMaxPages: number }) {
  const waiting: ParseJob[] = [];
  let worker: Worker | undefined;
  let current: { job: ParseJob; timer: NodeJS.Timeout } | undefined;
  let closed = false;

  const finish = () => {
    if (current) clearTimeout(current.timer);
    current = undefined;
    setImmediate(next);
  };

  const start = (): Worker => {
    const w = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: 768 } });
    w.on('message', (message: { id: string; type: string; [k: string]: unknown }) => {
      if (!current || message.id !== current.job.id) return;
      if (message.type === 'progress')
        events.progress(message.id, Number(message.progress), String(message.stage));
      else if (message.type === 'done') {
        void events.done(message.id, String(message.text), Number(message.pages));
        finish();
      } else if (message.type === 'failed') {
        void events.failed(message.id, String(message.reason), String(message.error ?? ''));
        finish();
      }
    });
    w.on('error', (error) => {
      if (current) void events.failed(current.job.id, '文件读取失败，请重新上传', String(error));
      worker = undefined;
      finish();
    });
    w.unref();
    return w;
  };

  function next() {
    if (closed || current) return;
    const job = waiting.shift();
    if (!job) return;
    worker ??= start();
    const timer = setTimeout(() => {
      void events.failed(job.id, '文件过大或过于复杂，读取超时，请只上传检查报告相关页');
      void worker?.terminate();
      worker = undefined;
      finish();
    }, options.jobTimeoutMs);
    current = { job, timer };
    worker.postMessage({ ...job, pdfMaxPages: options.pdfMaxPages });
  }

  return {
    add(job: ParseJob) {
      waiting.push(job);
      next();
    },
    /** Jobs ahead of this one (0 when it is being read). */
    position: (id: string) => waiting.findIndex((j) => j.id === id) + 1,
    cancel(id: string) {
      const at = waiting.findIndex((j) => j.id === id);
      if (at >= 0) waiting.splice(at, 1);
    },
    async close() {
      closed = true;
      if (current) clearTimeout(current.timer);
      await worker?.terminate();
    },
  };
}
export type ParseQueue = ReturnType<typeof parseQueue>;
