import { useQuery } from '@tanstack/react-query';
import type {
  CsAvailability,
  CsNotice,
  CsSummary,
  WorkOrder,
  WorkOrderInput,
  WorkOrderList,
} from '@broker/contract';
import { http } from '../../../lib/http';

export const csKeys = {
  worktime: ['cs', 'worktime'] as const,
  workOrders: ['cs', 'work-orders'] as const,
  workOrder: (id: string) => ['cs', 'work-order', id] as const,
  summary: (conversationId: string) => ['cs', 'summary', conversationId] as const,
};

/** GET /v1/cs/worktime: whether live agents are on duty now, and when they are back. */
export function useWorktime(enabled = true) {
  return useQuery({
    queryKey: csKeys.worktime,
    queryFn: () => http.get<CsAvailability>('/v1/cs/worktime', { showErrorToast: false }),
    enabled,
    // The hours change at the edges of the day: ask again each time the dialog opens.
    staleTime: 0,
  });
}

/** Spec §7's customer-service dynamic link: the live agent's address, only within working hours. */
export function fetchDynamicLink(page: string, device: string): Promise<{ url: string }> {
  return http.post<{ url: string }>(
    '/v1/cs/dynamiclink',
    { sceneCode: 'broker_assistant', page, device },
    { showErrorToast: false },
  );
}

/** GET /v1/workorder/list: the agent's orders, newest first, with the unread count. */
export function useWorkOrders() {
  return useQuery({
    queryKey: csKeys.workOrders,
    queryFn: () => http.get<WorkOrderList>('/v1/workorder/list', { showErrorToast: false }),
    // Replies arrive from operators at any time: fresh on every visit, and while the list is open.
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

/** GET /v1/workorder/{id}: opening it marks the reply read. */
export function useWorkOrder(id: string) {
  return useQuery({
    queryKey: csKeys.workOrder(id),
    queryFn: () => http.get<WorkOrder>(`/v1/workorder/${encodeURIComponent(id)}`, { showErrorToast: false }),
    enabled: id !== '',
    retry: false,
  });
}

export function createWorkOrder(input: WorkOrderInput): Promise<WorkOrder> {
  return http.post<WorkOrder>('/v1/workorder/create', input, { showErrorToast: false });
}

/** POST /v1/workorder/{id}/summary: the summary onto the order, which then records the conversation. */
export function attachSummary(id: string, summary: string, conversationId: string): Promise<WorkOrder> {
  return http.post<WorkOrder>(`/v1/workorder/${encodeURIComponent(id)}/summary`, {
    summary,
    conversationId,
  });
}

/** GET /v1/cs/notice: the home banner, decided by the server's clock and the operators' range. */
export function fetchNotice(): Promise<CsNotice> {
  return http.get<CsNotice>('/v1/cs/notice', { showErrorToast: false });
}

export function fetchVehicleLink(): Promise<{ url: string | null }> {
  return http.get<{ url: string | null }>('/v1/vehicle/link');
}

/** GET /v1/cs/summary/{conversationId}: the extractive summary of a customer-service conversation. */
export function useCsSummary(conversationId: string) {
  return useQuery({
    queryKey: csKeys.summary(conversationId),
    queryFn: () =>
      http.get<CsSummary>(`/v1/cs/summary/${encodeURIComponent(conversationId)}`, { showErrorToast: false }),
    enabled: conversationId !== '',
    staleTime: 0,
    retry: false,
  });
}
