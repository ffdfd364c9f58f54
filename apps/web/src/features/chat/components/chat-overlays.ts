// antd-mobile's overlay components for the chat, in their own chunk: they pull the kit's animation
// library, which the first screen does not need. Load through loadChatOverlays().
export { ActionSheet, Popup } from 'antd-mobile';
