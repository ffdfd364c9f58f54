import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { confirmDialog } from '../../../lib/feedback';
import { settingsText } from '../../../locales/zh-CN/settings';
import { logout } from '../api/logout';
import { endSession } from '../session';

/** Asks, then revokes the session on the server and signs out here even if the server is unreachable. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    confirmDialog({
      title: settingsText.signOutConfirmTitle,
      content: settingsText.signOutConfirmContent,
      onConfirm: async () => {
        await logout().catch(() => undefined);
        // Leave first, so the signed-in page is hidden before its data goes (no flash of an empty page).
        await navigate('/login', { replace: true });
        endSession(queryClient);
      },
    });
  }, [navigate, queryClient]);
}
