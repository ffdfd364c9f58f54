import type * as ChatOverlays from './chat-overlays';

let overlays: Promise<typeof ChatOverlays> | undefined;

/** antd-mobile's ActionSheet and Popup, loaded on first use (see ./chat-overlays). */
export const loadChatOverlays = () => (overlays ??= import('./chat-overlays'));
