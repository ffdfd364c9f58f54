import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Where WeChat serves `headimgurl` avatars. */
const WECHAT_AVATAR_HOSTS = ['https://thirdwx.qlogo.cn', 'https://wx.qlogo.cn'];

/**
 * Security headers with a CSP the app itself passes: only our own scripts, no inline script, no
 * third-party hosts (nothing is fetched at run time). Inline styles stay allowed because the UI kit
 * sets style attributes. With a WeChat app configured, the interaction records show the avatars WeChat
 * hosts (decision 018), so its image hosts are allowed for images only.
 */
export async function registerSecurity(
  app: FastifyInstance,
  {
    wechatAvatars = false,
    connectOrigins = [],
  }: {
    wechatAvatars?: boolean;
    /** Other origins the app calls by configuration: tracking, template params, an upload store. */
    connectOrigins?: readonly string[];
  } = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(wechatAvatars ? WECHAT_AVATAR_HOSTS : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectOrigins],
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
