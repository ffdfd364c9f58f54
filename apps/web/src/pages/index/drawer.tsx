import { SettingsDrawer } from '../../features/settings/components/settings-drawer';
import { DrawerHistory } from './drawer-history';

interface IndexDrawerProps {
  open: boolean;
  onClose(): void;
  realName?: string;
  workId?: string;
}

/** /index's right-side drawer (spec §2): the settings drawer with the chat's conversation history. */
export function IndexDrawer(props: IndexDrawerProps) {
  return (
    <SettingsDrawer {...props}>
      <DrawerHistory onClose={props.onClose} />
    </SettingsDrawer>
  );
}
