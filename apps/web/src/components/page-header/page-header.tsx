import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeNativeView } from '../../lib/platform/native-bridge';
import { common } from '../../locales/zh-CN/common';
import { useUserStore } from '../../stores/user-store';
import { BackIcon } from '../icons/icons';
import { HeaderBar } from './header-bar';

interface PageHeaderProps {
  title: string;
  /** Show the back button (every page but the home and sign-in pages). */
  back?: boolean;
  /** Where back goes when this page was opened directly (no in-app history to return to). */
  backFallback?: string;
  right?: ReactNode;
  /** Shown on the left when there is no back button (the home page's new-conversation button). */
  left?: ReactNode;
}

export function PageHeader({ title, back = true, backFallback = '/index', right, left }: PageHeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const fromAppAssistant = useUserStore((s) => s.fromAppAssistant);
  // 'default' is the key of the entry the app was opened on: going back would leave the app. Opened from
  // the host app's assistant dialog (aiSource=app_dialog), that is what back does: the view closes.
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else if (!(fromAppAssistant && closeNativeView())) void navigate(backFallback, { replace: true });
  };

  return (
    <HeaderBar
      title={title}
      right={right}
      left={
        back ? (
          <button type="button" className="icon-button" aria-label={common.back} onClick={goBack}>
            <BackIcon />
          </button>
        ) : (
          left
        )
      }
    />
  );
}
