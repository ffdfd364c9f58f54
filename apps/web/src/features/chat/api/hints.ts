import { useQuery } from '@tanstack/react-query';
import type { Category, HintList } from '@broker/contract';
import { http } from '../../../lib/http';
import { chatKeys } from './query-keys';

/** GET /v1/hints/{category}: suggested questions for a category. Quiet: hints are optional. */
export function fetchHints(category: Category): Promise<HintList> {
  return http.get<HintList>(`/v1/hints/${category}`, { showErrorToast: false });
}

export function useHints(category: Category) {
  return useQuery({ queryKey: chatKeys.hints(category), queryFn: () => fetchHints(category) });
}
