import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { isApiPath } from './route-table.js';

/**
 * Serves the built web app: hashed files under /assets/ are immutable for a year, everything else
 * (index.html above all) is revalidated on every load so a deployment shows up at once.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    // The app's own files are public (the sign-in page is one of them); registered last, so this
    // marks only the static routes, and never an API path.
    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      if (!isApiPath(url)) route.config = { ...route.config, public: true };
    });
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: ['index.html'],
      cacheControl: false,
      // The build writes .br and .gz copies of its text files (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL is sent as Brotli, gzip or plain: a shared cache must key on the encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url)) throw new AppError('not_found:route');
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new AppError('not_found:route');
    if (!built) throw new AppError('not_found:web_app');
    // Routes live after the '#'; any other path a person opens lands on the app rather than a dead end.
    if (!path.extname(url) && (request.headers.accept ?? '').includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('not_found:page');
  });
}
