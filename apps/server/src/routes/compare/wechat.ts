import {
  sharePageUrl,
  WECHAT_RETURN_PARAMS,
  wechatOAuthCallbackQuerySchema,
  wechatOAuthStartQuerySchema,
} from '@broker/contract';
import { AppError } from '../../errors.js';
import { sharePath } from '../../services/compare/index.js';
import type { RegisterRoutes } from '../types.js';

/**
 * Naming a customer who opens a shared comparison in WeChat (decision 018), when the operator
 * configured a WeChat app: the share page sends the browser to `start`, which sends it on to WeChat's
 * authorisation; WeChat returns to `callback` with a `code` (none when the customer refused), and the
 * browser goes back to the share page with the signed name — or without one, whatever went wrong:
 * the customer always lands on the comparison.
 */
export const wechatViewerRoutes: RegisterRoutes = (app, { services }) => {
  const viewers = services.wechatViewers;
  const callbackPath = '/v1/wechat/oauth/callback';
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

  app.get(
    '/v1/wechat/oauth/start',
    {
      config: {
        public: true,
        docs: { summary: '分享页经微信网页授权识别访客（302 跳转）', produces: 'text/html' },
      },
      schema: { querystring: wechatOAuthStartQuerySchema },
    },
    (request, reply) => {
      if (!viewers) throw new AppError('not_found:route');
      const { id, share_code, visitor } = request.query;
      const back = new URLSearchParams({ id, share_code, visitor });
      const redirectUri = `${origin(request)}${callbackPath}?${back.toString()}`;
      return reply.redirect(viewers.authorizeUrl(redirectUri, viewers.state(visitor, id)), 302);
    },
  );

  app.get(
    callbackPath,
    {
      config: {
        public: true,
        docs: { summary: '微信网页授权回调，回到分享页（302 跳转）', produces: 'text/html' },
      },
      schema: { querystring: wechatOAuthCallbackQuerySchema },
    },
    async (request, reply) => {
      if (!viewers) throw new AppError('not_found:route');
      const { id, share_code, visitor, code, state } = request.query;
      let param = `${WECHAT_RETURN_PARAMS.declined}=0`;
      if (code && state && viewers.stateMatches(state, visitor, id)) {
        try {
          const viewer = await viewers.exchange(code);
          param = `${WECHAT_RETURN_PARAMS.identity}=${viewers.identityToken(visitor, viewer)}`;
        } catch (error) {
          // The operator's to fix (wrong secret, domain not authorised, WeChat down); the customer sees
          // the comparison as an anonymous visitor.
          request.log.warn({ err: error }, 'WeChat viewer name not obtained');
        }
      }
      return reply.redirect(`${sharePageUrl(origin(request), sharePath(id, share_code))}&${param}`, 302);
    },
  );
};
