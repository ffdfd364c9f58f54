/** The product sheet's route (decision 023: spec §2 names none; camelCase like its neighbours). */
export const PRODUCT_SHEET_PATH = '/productDetail';

/**
 * `/productDetail?productCode=…`, with the conversation it was opened from, so the sheet's premium
 * example starts from the customer the chat understood (as the calculator does).
 */
export function productSheetPath(productCode: string, conversationId?: string): string {
  const params = new URLSearchParams({ productCode });
  if (conversationId) params.set('conversationId', conversationId);
  return `${PRODUCT_SHEET_PATH}?${params.toString()}`;
}
