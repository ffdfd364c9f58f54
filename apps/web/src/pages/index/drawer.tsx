import { SettingsDrawer } from '../../features/settings/components/settings-drawer';
import { DrawerRecords } from '../../features/records/components/drawer-records';
import { DrawerHistory } from './drawer-history';

interface IndexDrawerProps {
  open: boolean;
  onClose(): void;
  realName?: string;
  workId?: string;
}

/** /index's right-side drawer (spec §2): the settings drawer with interaction records and the chat's history. */
export function IndexDrawer(props: IndexDrawerProps) {
  return (
    <SettingsDrawer {...props} records={<DrawerRecords onNavigate={props.onClose} />}>
      <DrawerHistory onClose={props.onClose} />
    </SettingsDrawer>
  );
}
