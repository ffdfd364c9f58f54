import { createRequire } from 'node:module';
import type { RegisterRoutes } from '../types.js';
import { docsPage } from './docs-page.js';
import { openApiDocument, type OpenApiDocument } from './openapi-document.js';

export const API_DOCUMENT_PATH = '/openapi/openapi.json';
export const API_DOCS_PATH = '/openapi/docs';

const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string };

/**
 * The API document (decision 033): OpenAPI 3.1 as JSON, and the same as a readable page. Public, like
 * any API reference; built once, from the route table, after every route is registered.
 */
export const apiDocsRoutes: RegisterRoutes = (app) => {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const built = () => (document ??= openApiDocument(app.apiRoutes, { version }));

  app.get(
    API_DOCUMENT_PATH,
    { config: { public: true, docs: { summary: '本文档（OpenAPI 3.1）', produces: 'application/json' } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/json').send(built()),
  );

  app.get(
    API_DOCS_PATH,
    { config: { public: true, docs: { summary: '接口文档页面', produces: 'text/html' } } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send((page ??= docsPage(built(), API_DOCUMENT_PATH))),
  );
};
