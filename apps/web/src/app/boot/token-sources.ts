import type { BrokerAssistantBridge } from '../../lib/platform/native-bridge';

/** How long boot waits for the native bridge before moving on (NATIVE_BRIDGE.md promises this). */
export const BRIDGE_TIMEOUT_MS = 5000;

export interface TokenSources {
  /** `erpToken` from the address, if any. */
  erpToken: string | null;
  exchangeErpToken(erpToken: string): Promise<string>;
  bridge: Pick<BrokerAssistantBridge, 'getToken'> | undefined;
  /** The token kept in sessionStorage from earlier in this tab. */
  storedToken: string | null;
}

export type TokenOrigin = 'erp' | 'bridge' | 'session';

function withTimeout<T>(value: T | Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    Promise.resolve(value).then(
      (result) => {
        clearTimeout(timer);
        resolve(result);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The session token at start-up, from the first source that has one: the host app's `erpToken`
 * (exchanged with the server), then the native app bridge, then sessionStorage. A failing source
 * falls through to the next; null means the agent has to sign in.
 */
export async function resolveBootToken(
  sources: TokenSources,
): Promise<{ token: string; origin: TokenOrigin } | null> {
  if (sources.erpToken) {
    try {
      return { token: await sources.exchangeErpToken(sources.erpToken), origin: 'erp' };
    } catch {
      // The HTTP client has already told the agent why.
    }
  }
  if (sources.bridge) {
    try {
      const token = await withTimeout(sources.bridge.getToken(), BRIDGE_TIMEOUT_MS, null);
      if (token) return { token, origin: 'bridge' };
    } catch {
      // A broken bridge must not stop the app; the next source may still work.
    }
  }
  if (sources.storedToken) return { token: sources.storedToken, origin: 'session' };
  return null;
}
