import type { QueryClient } from '@tanstack/react-query';
import type { ClientConfig } from '@broker/contract';
import { loginPath } from '../features/session/redirect';
import { expireSession } from '../features/session/session';
import { confirmDialog, toast } from '../lib/feedback';
import { configureHttp, networkErrors } from '../lib/http';
import { currentPlatform } from '../lib/platform/platform';
import { queryKeys } from '../lib/query-keys';
import { useUserStore } from '../stores/user-store';

/** Connects the HTTP client's rules to this app's toast, dialog, token store and router. */
export function setupHttp(
  queryClient: QueryClient,
  navigate: (to: string) => void,
  currentPath: () => string,
) {
  configureHttp({
    getToken: () => useUserStore.getState().token,
    // A 401 keeps the chat for the same agent (expireSession); signing out clears everything.
    clearToken: () => expireSession(queryClient),
    isNativeApp: () => currentPlatform().isNativeApp,
    externalLoginUrl: () =>
      queryClient.getQueryData<ClientConfig>(queryKeys.clientConfig)?.externalLoginUrl ?? '',
    replaceLocation: (url) => window.location.replace(url),
    goToLogin: () => navigate(loginPath(currentPath())),
    ui: {
      toast: (message) => toast.show(message),
      showLoading: () => toast.showLoading(),
      hideLoading: () => toast.hideLoading(),
      confirm: ({ title, content, onConfirm, onClose }) =>
        confirmDialog({
          title,
          content,
          onConfirm: () => {
            onClose();
            onConfirm();
          },
          onCancel: onClose,
        }),
    },
  });
  networkErrors.on((event) => toast.show(event.message));
}
