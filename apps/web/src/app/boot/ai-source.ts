import { DEFAULT_CATEGORY, isCsChannel, isZhxsFamily, type AiSource, type Category } from '@broker/contract';
import { track } from '../../lib/tracking';
import { useMainStore } from '../../stores/main/main-store';
import { useUserStore } from '../../stores/user-store';

/** What an AI source (spec §4, the launch's `aiSource`) changes in the app; decision 036. */
export interface SourceMode {
  /** Spec §3 nav header flag: app_dialog opens inside the host app's dialog, which has its own bar. */
  navHeader: boolean;
  /** Spec §3 'coming from the app assistant': back from the first page closes the web view. */
  fromAppAssistant: boolean;
  /** Where '/' (a launch without a route) lands: the customer-service sources open their assistant. */
  home: '/index' | '/csAssistant';
  /** The category of new conversations: the zhxs family's are the smart-sales entry's. */
  category: Category;
  /** zhxs_pc: laid out for a desktop browser (html.layout-desktop), not a stretched phone. */
  desktop: boolean;
}

export function sourceMode(source: AiSource): SourceMode {
  return {
    navHeader: source !== 'app_dialog',
    fromAppAssistant: source === 'app_dialog',
    home: isCsChannel(source) ? '/csAssistant' : '/index',
    category: isZhxsFamily(source) ? 'zhxs' : DEFAULT_CATEGORY,
    desktop: source === 'zhxs_pc',
  };
}

export interface SourceLaunch {
  /** The launch's source; undefined when the address named none (the tab's stored one applies). */
  aiSource?: AiSource;
  /** What an unknown `aiSource` said (it runs as 'general'). */
  unknownAiSource?: string;
  /** With product_aides: the product to lock the chat to (absent: the tab's stored one). */
  productCode?: string;
}

/**
 * Applies the launch's AI source at boot, before the router exists (a chunk of its own: only launches
 * that name a source, or tabs that were launched with one, load it). The stores keep the source for the
 * tab, so a reload without the parameter stays in the same mode.
 */
export function applyAiSource(launch: SourceLaunch, win: Window = window): SourceMode {
  const user = useUserStore.getState();
  const source = launch.aiSource ?? user.aiSource;
  const mode = sourceMode(source);
  user.setAiSource(source);
  user.setNavHeaderVisible(mode.navHeader);
  user.setFromAppAssistant(mode.fromAppAssistant);
  win.document.documentElement.classList.toggle('layout-desktop', mode.desktop);

  // Launched into (or out of) the smart-sales entry: a conversation of the other kind is not continued.
  const chat = useMainStore.getState();
  if (launch.aiSource && (chat.currentCategory === 'zhxs') !== (mode.category === 'zhxs')) {
    if (chat.newConversation()) chat.setCategory(mode.category);
  }

  // The product assistant (decision 048): locked to the launch's product. A launch onto another product
  // (or into or out of the assistant) starts afresh: a conversation keeps the product it began with.
  const product = source === 'product_aides' ? (launch.productCode ?? user.lockedProduct) : '';
  if (product !== user.lockedProduct) {
    user.internal_applyLaunch({ lockedProduct: product });
    chat.newConversation();
  }

  const hash = win.location.hash;
  if (mode.home !== '/index' && (hash === '' || hash === '#' || hash === '#/')) {
    win.history.replaceState(
      win.history.state,
      '',
      `${win.location.pathname}${win.location.search}#${mode.home}`,
    );
  }

  // Unknown sources run as 'general' and are recorded, so operators see which hosts send what.
  if (launch.unknownAiSource)
    track({ point: 'unknownAiSource', dynamicName: 'aiSource', dynamicValue: launch.unknownAiSource });
  return mode;
}
