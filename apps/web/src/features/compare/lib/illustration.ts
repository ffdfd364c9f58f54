// The reading of a comparison's illustration is the contract's, shared with the server's image.
export {
  illustrationLines,
  illustrationMetricsOf as metricsOf,
  type IllustrationLine,
  type IllustrationMetric as Metric,
} from '@broker/contract';

const MONEY = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
export const yuan = (n: number | null) => (n === null ? '—' : MONEY.format(n));
