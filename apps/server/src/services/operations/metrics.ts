import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One answer streaming: its first event and its end are measured from the request's arrival. */
export interface AnswerTimer {
  firstEvent(elapsedMs: number): void;
  ended(elapsedMs: number): void;
}

/** The database pool's connections, where the driver has a pool (PostgreSQL). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  /** On only with METRICS_TOKEN: without it nothing is collected (no event-loop monitor, no hooks). */
  readonly enabled: boolean;
  readonly contentType: string;
  render(): Promise<string>;
  request(route: string, method: string, status: number, seconds: number): void;
  answerStarted(): AnswerTimer;
}

const NO_TIMER: AnswerTimer = { firstEvent: () => undefined, ended: () => undefined };

export const NO_METRICS: Metrics = {
  enabled: false,
  contentType: 'text/plain',
  render: async () => '',
  request: () => undefined,
  answerStarted: () => NO_TIMER,
};

// Answers take seconds to minutes; first events should come within a second.
const STREAM_BUCKETS = [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];
const FIRST_EVENT_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10];

/**
 * Prometheus metrics of one instance (issue 20): requests by route and status, answer streams open,
 * their duration and first-event latency, the database pool, and Node's defaults (event-loop lag,
 * memory, GC) — in a registry of this app, not the global one.
 */
export function createMetrics(options: { poolStats?: (() => PoolStats) | undefined }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status (an answer stream counts until it ends)',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 60],
    registers: [registry],
  });
  const open = new Gauge({
    name: 'answer_streams_open',
    help: 'Answers streaming (server-sent events) on this instance now',
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'answer_stream_duration_seconds',
    help: 'From the question arriving to the answer stream ending',
    buckets: STREAM_BUCKETS,
    registers: [registry],
  });
  const firstEvent = new Histogram({
    name: 'answer_first_event_seconds',
    help: 'From the question arriving to the first event of its answer stream',
    buckets: FIRST_EVENT_BUCKETS,
    registers: [registry],
  });
  const { poolStats } = options;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting = requests queued for one)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
      },
    });
  }

  return {
    enabled: true,
    contentType: registry.contentType,
    render: () => registry.metrics(),
    request: (route, method, status, seconds) =>
      requests.observe({ route, method, status: String(status) }, seconds),
    answerStarted() {
      open.inc();
      let first = true;
      let done = false;
      return {
        firstEvent(elapsedMs) {
          if (!first) return;
          first = false;
          firstEvent.observe(elapsedMs / 1000);
        },
        ended(elapsedMs) {
          if (done) return;
          done = true;
          open.dec();
          duration.observe(elapsedMs / 1000);
        },
      };
    },
  };
}
