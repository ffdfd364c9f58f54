// Operations (issue 20, decision 041): Prometheus metrics of one instance.
export { createMetrics, NO_METRICS, type AnswerTimer, type Metrics, type PoolStats } from './metrics.js';
