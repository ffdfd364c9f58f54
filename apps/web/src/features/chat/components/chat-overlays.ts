// antd-mobile's overlay components for the chat, in their own chunk: they pull the kit's animation
// library, which the first screen does not need. Load through loadChatOverlays().
import { setupAntdForReact19 } from '../../../app/antd-react19';

// ActionSheet.show renders imperatively and needs the React 19 render hook (see app/antd-react19.ts).
setupAntdForReact19();

export { ActionSheet, Popup } from 'antd-mobile';
