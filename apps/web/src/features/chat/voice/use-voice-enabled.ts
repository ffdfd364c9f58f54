import { skipToken, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@broker/contract';
import { queryKeys } from '../../../lib/query-keys';

/** Whether the server has a speech service: read from the client config that boot fetched (never fetched here). */
export function useVoiceEnabled(): boolean {
  const { data } = useQuery<ClientConfig>({ queryKey: queryKeys.clientConfig, queryFn: skipToken });
  return data?.speechToText === true;
}
