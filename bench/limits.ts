/**
 * The API's own request limits (decision 037) lifted for load generators: a benchmark measures the
 * work behind a route, not its 429s.
 */
export const NO_REQUEST_LIMITS = {
  API_RATE_LIMIT_PER_MINUTE: '1000000',
  API_RATE_LIMIT_PER_IP_PER_MINUTE: '10000000',
  MAX_CONNECTIONS_PER_ADDRESS: '0',
};
