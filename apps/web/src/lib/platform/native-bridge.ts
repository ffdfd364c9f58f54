/**
 * What the provider's native app injects into its web view as `window.BrokerAssistantBridge`.
 * Documented for the app teams in apps/web/NATIVE_BRIDGE.md; keep the two in step.
 */
export interface BrokerAssistantBridge {
  /** The agent's session token for this server, or null when the app has none. */
  getToken(): string | null | Promise<string | null>;
  /** Closes this web view and returns to the app. */
  close(): void;
}

declare global {
  interface Window {
    BrokerAssistantBridge?: BrokerAssistantBridge;
  }
}

export function getNativeBridge(): BrokerAssistantBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  const bridge = window.BrokerAssistantBridge;
  return bridge && typeof bridge.getToken === 'function' ? bridge : undefined;
}

/** Closes the web view through the bridge; false when there is no bridge to do it. */
export function closeNativeView(): boolean {
  const bridge = getNativeBridge();
  if (!bridge || typeof bridge.close !== 'function') return false;
  bridge.close();
  return true;
}
