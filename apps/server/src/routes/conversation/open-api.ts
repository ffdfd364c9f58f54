/**
 * Registers a route under the web app's path and, when the spec lists one, its open-API twin
 * (`/openapi/v1/…`), which an API key calls instead of a session. One handler serves both.
 */
export function withOpenApi(
  v1: string,
  openApi: string | undefined,
  register: (url: string, config: { auth?: 'apiKey' }) => void,
): void {
  register(v1, {});
  if (openApi) register(openApi, { auth: 'apiKey' });
}
