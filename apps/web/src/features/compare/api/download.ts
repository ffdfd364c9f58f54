import { useUserStore } from '../../../stores/user-store';

/**
 * GET /v1/prodcompare/download/{id}: the saved comparison as the PNG the server draws (decision 018).
 * Read as a blob, so it goes around the JSON client; the session token travels the same way.
 */
export async function fetchComparisonImage(id: string): Promise<Blob> {
  const token = useUserStore.getState().token;
  const response = await fetch(`/v1/prodcompare/download/${encodeURIComponent(id)}`, {
    headers: token ? { Authorization: token } : {},
    credentials: 'same-origin',
  });
  if (!response.ok || response.headers.get('content-type') !== 'image/png')
    throw new Error(`download ${response.status}`);
  return response.blob();
}
