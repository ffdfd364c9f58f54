import type { QueryClient } from '@tanstack/react-query';
import { clientConfigQuery } from '../../features/session/api/client-config';
import { exchangeErpToken } from '../../features/session/api/erp-login';
import { startSession } from '../../features/session/session';
import { startDebugConsole } from '../../lib/debug/debug-console';
import { getNativeBridge } from '../../lib/platform/native-bridge';
import { setUserAgentMarkers } from '../../lib/platform/platform';
import { readQueryParams, removeQueryParam } from '../../lib/url/query-params';
import { useUserStore, type UserState } from '../../stores/user-store';
import { parseLaunchParams, type LaunchParams } from './launch-params';
import { resolveBootToken } from './token-sources';

function applyLaunchParams(launch: LaunchParams) {
  const user: Partial<Pick<UserState, 'appFlag' | 'lessonId'>> = {};
  if (launch.appFlag !== undefined) user.appFlag = launch.appFlag;
  if (launch.lessonId) user.lessonId = launch.lessonId;
  useUserStore.getState().internal_applyLaunch(user);
}

/**
 * Runs before the router exists: reads the launch parameters, takes the SSO credential out of the
 * address (so it is neither bookmarked nor shared), and finds the session token. Without one, the route
 * guard sends the agent to /login.
 */
export async function boot(queryClient: QueryClient): Promise<void> {
  const href = window.location.href;
  const launch = parseLaunchParams(readQueryParams(href));
  if (launch.erpToken)
    window.history.replaceState(window.history.state, '', removeQueryParam(href, 'erpToken'));
  applyLaunchParams(launch);
  // The AI source's modes (decision 036) load only for a launch that names one, or a tab launched so.
  if (launch.aiSource || useUserStore.getState().aiSource !== 'general')
    await import('./ai-source').then((m) => m.applyAiSource(launch)).catch(() => undefined);
  // A reload of a listed agent's page opens the console before the user info is fetched again.
  startDebugConsole(useUserStore.getState().userInfo);

  // Not awaited: the built-in user-agent markers serve until the deployment's arrive.
  const config = queryClient.fetchQuery(clientConfigQuery).then(
    (c) => (setUserAgentMarkers(c.userAgentMarkers), c),
    () => undefined,
  );

  const resolved = await resolveBootToken({
    erpToken: launch.erpToken,
    exchangeErpToken: async (erpToken) => (await exchangeErpToken(erpToken)).token,
    bridge: getNativeBridge(),
    storedToken: useUserStore.getState().token,
  });
  if (resolved) startSession(queryClient, resolved.token);
  // The host app's template parameters (decision 036), only where a deployment names the service.
  void config.then((c) => {
    const url = c?.templateParamsUrl;
    if (url)
      void import('./template-params').then((m) => m.startTemplateParams(url, resolved?.token ?? null));
  });
}
