import os from 'node:os';
import { Worker } from 'node:worker_threads';

const WORKER_URL = new URL('./render-worker.mjs', import.meta.url);

/** What a worker draws: a satori element tree (plain objects) at a width, and a height or as tall as it is. */
export interface DrawJob {
  element: unknown;
  width: number;
  height?: number;
}

/**
 * Bands drawn one under another into one image, each `width` wide and as tall as its content (decision
 * 043). The worker keeps the bands it drew by their content and copies one it has drawn before.
 */
export interface StackJob {
  bands: unknown[];
  width: number;
  /** An element drawn at its size, transparent around what it draws, repeated over the whole image from its top-left corner (a watermark). */
  overlay?: DrawJob & { height: number };
}

/** A stacked image and how many of its bands were drawn for it (the rest were drawn before). */
export interface Stacked {
  png: Buffer;
  drawn: number;
  reused: number;
}

/** One worker on a machine of two cores (the other one serves requests), at most four. */
export const defaultRenderWorkers = (cores = os.availableParallelism()): number =>
  Math.max(1, Math.min(4, cores - 1));

interface Pending {
  id: number;
  job: DrawJob | StackJob;
  resolve: (drawn: Stacked) => void;
  reject: (error: Error) => void;
}
interface Slot {
  worker: Worker;
  ready: Promise<number>;
  busy: Pending | undefined;
  /** Why the worker could not start or ended. */
  failure?: string;
}

export class RendererClosedError extends Error {
  override name = 'RendererClosedError';
  constructor() {
    super('the renderer is closed');
  }
}

/**
 * Draws images (colour pages, comparison downloads, watermark tiles) with satori + resvg in a small pool
 * of worker threads (decision 039): the event loop stays free for requests and for a shutdown's last
 * writes while a page is laid out and painted. Workers start on the first job or on `warm()` and parse
 * the fonts at start; each draws one job at a time, the rest wait in order. An idle worker does not
 * hold the process open; `close()` ends them all.
 */
export function renderer(options: { workers: number }) {
  const size = Math.max(1, options.workers);
  const slots: Slot[] = [];
  const waiting: Pending[] = [];
  let serial = 0;
  let closed = false;

  const settle = (slot: Slot) => {
    slot.busy = undefined;
    slot.worker.unref();
    dispatch();
  };

  const start = (): Slot => {
    // Plain JavaScript: none of the process's own flags (a TypeScript loader, --input-type) apply to it.
    const worker = new Worker(WORKER_URL, { execArgv: [] });
    let readyResolve: (ms: number) => void = () => undefined;
    const slot: Slot = { worker, ready: new Promise((r) => (readyResolve = r)), busy: undefined };
    worker.on(
      'message',
      (message: {
        type?: string;
        ms?: number;
        id?: number;
        png?: Uint8Array;
        drawn?: number;
        reused?: number;
        error?: string;
      }) => {
        if (message.type === 'ready') {
          if (message.error) slot.failure = message.error;
          return readyResolve(message.ms ?? 0);
        }
        const pending = slot.busy;
        if (!pending || message.id !== pending.id) return;
        if (message.png)
          pending.resolve({
            png: Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength),
            drawn: message.drawn ?? 1,
            reused: message.reused ?? 0,
          });
        else pending.reject(new Error(`drawing failed: ${message.error ?? 'unknown'}`));
        settle(slot);
      },
    );
    const gone = (error: Error) => {
      slot.failure ??= error.message;
      const at = slots.indexOf(slot);
      if (at >= 0) slots.splice(at, 1);
      readyResolve(-1);
      slot.busy?.reject(error);
      slot.busy = undefined;
      if (!closed) dispatch();
    };
    worker.on('error', gone);
    worker.on('exit', (code) =>
      gone(closed ? new RendererClosedError() : new Error(`render worker exited (${code})`)),
    );
    worker.unref();
    slots.push(slot);
    return slot;
  };

  function dispatch() {
    while (!closed && waiting.length > 0) {
      const slot = slots.find((s) => !s.busy) ?? (slots.length < size ? start() : undefined);
      if (!slot) return;
      const pending = waiting.shift();
      if (!pending) return;
      slot.busy = pending;
      // Busy, the worker keeps the process alive until its answer arrives.
      slot.worker.ref();
      slot.worker.postMessage({ id: pending.id, ...pending.job });
    }
  }

  const submit = (job: DrawJob | StackJob): Promise<Stacked> => {
    if (closed) return Promise.reject(new RendererClosedError());
    return new Promise<Stacked>((resolve, reject) => {
      serial += 1;
      waiting.push({ id: serial, job, resolve, reject });
      dispatch();
    });
  };

  return {
    /** The PNG of an element tree. Rejects with RendererClosedError once the renderer is closed. */
    async draw(job: DrawJob): Promise<Buffer> {
      return (await submit(job)).png;
    },
    /** The PNG of bands stacked top to bottom. Rejects with RendererClosedError once closed. */
    stack(job: StackJob): Promise<Stacked> {
      return submit(job);
    },
    /**
     * Starts every worker now (each parses the fonts on its own thread, 2–3 s) instead of on the first
     * job; resolves once they are ready with each one's start time in ms, or why it could not start. Call it after listening.
     */
    async warm(): Promise<({ ms: number } | { error: string })[]> {
      if (closed) return [];
      while (slots.length < size) start();
      const started = [...slots];
      const times = await Promise.all(started.map((s) => s.ready));
      return started.map((s, i) => (s.failure ? { error: s.failure } : { ms: times[i] ?? 0 }));
    },
    /** Workers running now (started and not ended). */
    get workers(): number {
      return slots.length;
    },
    /** Ends every worker; jobs waiting or being drawn reject with RendererClosedError. */
    async close(): Promise<void> {
      closed = true;
      for (const pending of waiting.splice(0)) pending.reject(new RendererClosedError());
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
export type Renderer = ReturnType<typeof renderer>;
