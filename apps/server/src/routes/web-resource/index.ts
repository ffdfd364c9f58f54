import { webResourceListQuerySchema, webResourceListSchema } from '@broker/contract';
import type { RegisterRoutes } from '../types.js';

/**
 * Web resources (spec §2 /webResource, issue 17, docs/decisions/030). The spec shows no call for the
 * screen; this path is ours. Read-only for agents (a session is required, as on every route): operators
 * manage the entries with the `web-resource` CLI.
 */
export const webResourceRoutes: RegisterRoutes = (app, { services }) => {
  app.get(
    '/v1/webresource/list',
    { schema: { querystring: webResourceListQuerySchema, response: { 200: webResourceListSchema } } },
    (request) => services.webResources.list(request.query),
  );
};
