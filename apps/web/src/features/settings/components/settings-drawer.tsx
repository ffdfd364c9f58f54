import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { Avatar } from '../../../components/avatar/avatar';
import { NavList } from '../../../components/nav-list/nav-list';
import { settingsText } from '../../../locales/zh-CN/settings';
import { useOperatorEntries } from '../api/operator-entries';
import './settings-drawer.css';

interface SettingsDrawerProps {
  open: boolean;
  onClose(): void;
  realName?: string;
  workId?: string;
  /** Above the entries: the interaction records (composed by the page, features stay apart). */
  records?: ReactNode;
  /** Under the entries: the conversation history (composed by the page, features stay apart). */
  children?: ReactNode;
}

// Only entries whose screens exist (the page adds the interaction records with their badge).
const ENTRIES = [
  { to: '/setting', label: settingsText.personalSettings },
  { to: '/tutorial', label: settingsText.operationGuide },
  { to: '/webResource', label: settingsText.webResources },
  { to: '/prodSelectConfig', label: settingsText.productCompare },
  { to: '/comparingHistory', label: settingsText.comparisonHistory },
  { to: '/commissionCalculateProdSelect', label: settingsText.calculator },
  { to: '/prodColoringPageProdSelect', label: settingsText.colourPage },
] as const;

/** Spec §2 right-side drawer (the personal settings popup). */
export function SettingsDrawer({ open, onClose, realName, workId, records, children }: SettingsDrawerProps) {
  return (
    <Popup
      visible={open}
      position="right"
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName="settings-drawer"
    >
      <div
        className="settings-drawer__content"
        role="dialog"
        aria-modal="true"
        aria-label={settingsText.drawerTitle}
      >
        {realName !== undefined && (
          <div className="settings-drawer__profile">
            <Avatar name={realName} />
            <div className="settings-drawer__who">
              <p className="settings-drawer__name">{realName}</p>
              <p className="settings-drawer__work-id">
                {settingsText.workIdPrefix} {workId}
              </p>
            </div>
          </div>
        )}
        {records}
        <NavList items={useOperatorEntries(open, ENTRIES)} onNavigate={onClose} />
        {children && <div className="settings-drawer__history">{children}</div>}
      </div>
    </Popup>
  );
}
