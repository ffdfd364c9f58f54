import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { common } from '../../locales/zh-CN/common';
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
  // 'default' is the key of the entry the app was opened on: going back would leave the app.
  const goBack = () =>
    location.key === 'default' ? navigate(backFallback, { replace: true }) : navigate(-1);

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
