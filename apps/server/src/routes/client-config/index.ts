import { clientConfigSchema, type ClientConfig } from '@broker/contract';
import type { RegisterRoutes } from '../types.js';

export const clientConfigRoutes: RegisterRoutes = (app, { config }) => {
  const body: ClientConfig = {
    externalLoginUrl: config.externalLoginUrl ?? '',
    erpLoginEnabled: config.erp !== undefined,
    passwordLoginEnabled: config.passwordLoginEnabled,
    userAgentMarkers: config.userAgentMarkers,
    speechToText: config.speech !== undefined,
    trackingHost: config.tracking.host ?? '',
    wechatViewerNames: config.wechat !== undefined,
    templateParamsUrl: config.templateParamsUrl ?? '',
  };
  app.get(
    '/v1/client-config',
    { config: { public: true }, schema: { response: { 200: clientConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
};
