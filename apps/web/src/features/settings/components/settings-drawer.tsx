import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { Avatar } from '../../../components/avatar/avatar';
import { NavList } from '../../../components/nav-list/nav-list';
import { settingsText } from '../../../locales/zh-CN/settings';
import { useCommonStore } from '../../../stores/common-store';
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
// `feature`: the host app's switch (template params, decision 036) that can take the entry away.
const ENTRIES = [
  { to: '/setting', label: settingsText.personalSettings },
  { to: '/tutorial', label: settingsText.operationGuide, feature: 'tutorial' },
  { to: '/webResource', label: settingsText.webResources, feature: 'webResources' },
  { to: '/prodSelectConfig', label: settingsText.productCompare, feature: 'compare' },
  { to: '/comparingHistory', label: settingsText.comparisonHistory, feature: 'compare' },
  { to: '/commissionCalculateProdSelect', label: settingsText.calculator, feature: 'calculator' },
  { to: '/prodColoringPageProdSelect', label: settingsText.colourPage, feature: 'colourPage' },
];

export const enabledEntries = (features: Readonly<Record<string, boolean>> = {}) =>
  ENTRIES.filter((entry) => !entry.feature || features[entry.feature] !== false);

/** Spec §2 right-side drawer (the personal settings popup). */
export function SettingsDrawer({ open, onClose, realName, workId, records, children }: SettingsDrawerProps) {
  const features = useCommonStore((s) => s.assistantParams.features);
  const entries = useOperatorEntries(open, enabledEntries(features));
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
        <NavList items={entries} onNavigate={onClose} />
        {children && <div className="settings-drawer__history">{children}</div>}
      </div>
    </Popup>
  );
}
