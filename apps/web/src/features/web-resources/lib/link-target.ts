import { checkWebUrl } from '@broker/contract';
import type { Platform } from '../../../lib/platform/platform';

export interface ExternalLink {
  href: string;
  /** The host, shown under the entry so the agent sees where it leads. */
  host: string;
  /** `_blank` (a new window or tab); undefined opens in place. */
  target: '_blank' | undefined;
}

/**
 * How an entry opens (decision 030): official sites forbid framing, so never in an iframe. A browser or
 * WeCom opens a new window; the native apps' web views often ignore `_blank` (nothing happens), so
 * there the page opens in place and the back gesture returns. A link that is not http(s) (the server
 * never sends one, this is the second lock) gives undefined: the entry shows without a link.
 */
export function externalLink(url: string, platform: Pick<Platform, 'isNativeApp'>): ExternalLink | undefined {
  const checked = checkWebUrl(url);
  if (!checked.ok) return undefined;
  return {
    href: checked.url,
    host: new URL(checked.url).host,
    target: platform.isNativeApp ? undefined : '_blank',
  };
}
