import { useQuery } from '@tanstack/react-query';
import type { HintList } from '@broker/contract';
import { http } from '../../../lib/http';
import { chatKeys } from './query-keys';

/** GET /mybams/myba/getDefaultQuestion: the home screen's starter questions. Quiet: optional. */
export function fetchDefaultQuestions(): Promise<HintList> {
  return http.get<HintList>('/mybams/myba/getDefaultQuestion', { showErrorToast: false });
}

export function useDefaultQuestions() {
  return useQuery({ queryKey: chatKeys.defaultQuestions, queryFn: fetchDefaultQuestions });
}
