import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ColourPage, ColourPageHistoryPage, ColourPageInput } from '@broker/contract';
import { http } from '../../../lib/http';
import { useUserStore } from '../../../stores/user-store';

export const colourPageKeys = {
  all: ['colour-page'] as const,
  history: ['colour-page', 'history'] as const,
  page: (id: string) => ['colour-page', 'page', id] as const,
};

/** POST /v1/colourpage/save/{new|id}: prices the plan, draws the image (cached by its inputs), saves. */
export function saveColourPage(id: string | null, input: ColourPageInput): Promise<ColourPage> {
  return http.post<ColourPage>(`/v1/colourpage/save/${encodeURIComponent(id ?? 'new')}`, input, {
    showErrorToast: false,
  });
}

/** GET /v1/colourpage/history/{id}: one of the agent's own pages (404 for anyone else's). */
export function useColourPage(id: string) {
  return useQuery({
    queryKey: colourPageKeys.page(id),
    queryFn: () =>
      http.get<ColourPage>(`/v1/colourpage/history/${encodeURIComponent(id)}`, { showErrorToast: false }),
    enabled: id !== '',
    retry: false,
  });
}

/** GET /v1/colourpage/history?page=: the agent's pages, newest first, ten a page. */
export function useColourPageHistory() {
  return useInfiniteQuery({
    queryKey: colourPageKeys.history,
    queryFn: ({ pageParam }) =>
      http.get<ColourPageHistoryPage>('/v1/colourpage/history', {
        params: { page: pageParam },
        showErrorToast: false,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
  });
}

/** DELETE /v1/colourpage/history/{id}: the page and its share link end together. */
export function deleteColourPage(id: string): Promise<unknown> {
  return http.request('DELETE', `/v1/colourpage/history/${encodeURIComponent(id)}`);
}

/** DELETE /v1/colourpage/share/{id}: the customer's link ends now; the page stays. */
export function stopSharingColourPage(id: string): Promise<ColourPage> {
  return http.request<ColourPage>('DELETE', `/v1/colourpage/share/${encodeURIComponent(id)}`);
}

/** POST /v1/colourpage/share/{id}: a live link again (a new one; the stopped link stays dead). */
export function shareColourPage(id: string): Promise<ColourPage> {
  return http.post<ColourPage>(`/v1/colourpage/share/${encodeURIComponent(id)}`, {});
}

/**
 * GET /v1/colourpage/image/{id}: the agent's own copy, for a page that is not shared (its public
 * address opens nothing then). Read as a blob, so it goes around the JSON client with the token.
 */
export async function fetchOwnColourPageImage(id: string): Promise<Blob> {
  const token = useUserStore.getState().token;
  const response = await fetch(`/v1/colourpage/image/${encodeURIComponent(id)}`, {
    headers: token ? { Authorization: token } : {},
    credentials: 'same-origin',
  });
  if (!response.ok || response.headers.get('content-type') !== 'image/png')
    throw new Error(`image ${response.status}`);
  return response.blob();
}
