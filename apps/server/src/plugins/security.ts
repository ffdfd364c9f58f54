import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP the app itself passes: only our own scripts, no inline script, no
 * third-party hosts (nothing is fetched at run time). Inline styles stay allowed because the UI kit
 * sets style attributes.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // The app is opened over plain http on a LAN or localhost too; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
