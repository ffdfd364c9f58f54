import { AI_SOURCES } from '@broker/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { trackQueue } from '../../lib/tracking';
import { initialChatState } from '../../stores/main/chat-slice';
import { useMainStore } from '../../stores/main/main-store';
import { initialUserState, useUserStore } from '../../stores/user-store';
import { applyAiSource, sourceMode } from './ai-source';
import { parseLaunchParams } from './launch-params';

/** Just what applyAiSource touches of a window: the root element's classes, the address, history. */
function fakeWindow(hash: string) {
  const classes = new Set<string>();
  const location = { hash, pathname: '/', search: '?aiSource=x' };
  const win = {
    location,
    document: {
      documentElement: {
        classList: {
          toggle: (name: string, on: boolean) => void (on ? classes.add(name) : classes.delete(name)),
        },
      },
    },
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, url: string) => {
        location.hash = url.slice(url.indexOf('#'));
      },
    },
  };
  return { win: win as unknown as Window, classes, location };
}

const launch = (query: string) => parseLaunchParams(new URLSearchParams(query));

beforeEach(() => {
  useUserStore.setState(initialUserState);
  useMainStore.setState(initialChatState);
  trackQueue.held.length = 0;
});

describe('sourceMode (spec §4 AI sources, decision 036)', () => {
  it('gives each source its behaviour', () => {
    const modes = Object.fromEntries(AI_SOURCES.map((source) => [source, sourceMode(source)]));
    expect(modes.general).toEqual({
      navHeader: true,
      fromAppAssistant: false,
      home: '/index',
      category: 'General',
      desktop: false,
    });
    expect(modes.app_dialog).toMatchObject({ navHeader: false, fromAppAssistant: true, home: '/index' });
    expect(modes.cs?.home).toBe('/csAssistant');
    expect(modes.qywx_cs?.home).toBe('/csAssistant');
    expect(modes.zhxs).toMatchObject({ category: 'zhxs', desktop: false });
    expect(modes.zhxs_pc).toMatchObject({ category: 'zhxs', desktop: true });
    expect(modes.product_aides).toMatchObject({ home: '/index', category: 'General', navHeader: true });
  });
});

describe('applyAiSource at boot', () => {
  it('app_dialog hides the nav header and marks the launch as from the app assistant', () => {
    const { win } = fakeWindow('#/index');
    applyAiSource(launch('aiSource=app_dialog'), win);
    expect(useUserStore.getState()).toMatchObject({
      aiSource: 'app_dialog',
      navHeaderVisible: false,
      fromAppAssistant: true,
    });
  });

  it('a customer-service source opens its assistant when the launch names no route', () => {
    const bare = fakeWindow('');
    applyAiSource(launch('aiSource=qywx_cs'), bare.win);
    expect(bare.location.hash).toBe('#/csAssistant');
    // A launch into a named route keeps it.
    const named = fakeWindow('#/setting');
    applyAiSource(launch('aiSource=cs'), named.win);
    expect(named.location.hash).toBe('#/setting');
  });

  it('the zhxs family starts smart-sales conversations; zhxs_pc lays out for a desktop', () => {
    useMainStore.setState({ conversationId: 'c-general', currentCategory: 'MyBA_Query' });
    const { win, classes } = fakeWindow('#/index');
    applyAiSource(launch('aiSource=zhxs_pc'), win);
    expect(useMainStore.getState()).toMatchObject({ currentCategory: 'zhxs', conversationId: '' });
    expect(classes.has('layout-desktop')).toBe(true);

    // A reload of the tab without the parameter stays in the mode; a general launch leaves it.
    useMainStore.setState({ conversationId: 'c-zhxs' });
    applyAiSource(launch(''), win);
    expect(useMainStore.getState()).toMatchObject({ currentCategory: 'zhxs', conversationId: 'c-zhxs' });
    expect(classes.has('layout-desktop')).toBe(true);
    applyAiSource(launch('aiSource=general'), win);
    expect(useMainStore.getState()).toMatchObject({ currentCategory: 'General', conversationId: '' });
    expect(classes.has('layout-desktop')).toBe(false);
    expect(useUserStore.getState().navHeaderVisible).toBe(true);
  });

  it('product_aides locks the chat to the launch product; another product or leaving starts afresh', () => {
    useMainStore.setState({ conversationId: 'c-general' });
    const { win } = fakeWindow('#/index');
    applyAiSource(launch('aiSource=product_aides&productCode=KHJK-CI01'), win);
    expect(useUserStore.getState().lockedProduct).toBe('KHJK-CI01');
    expect(useMainStore.getState().conversationId).toBe('');

    // A reload without the parameters keeps the product and its conversation.
    useMainStore.setState({ conversationId: 'c-locked' });
    applyAiSource(launch(''), win);
    expect(useUserStore.getState().lockedProduct).toBe('KHJK-CI01');
    expect(useMainStore.getState().conversationId).toBe('c-locked');

    applyAiSource(launch('aiSource=product_aides&productCode=ALJK-CI01'), win);
    expect(useUserStore.getState().lockedProduct).toBe('ALJK-CI01');
    expect(useMainStore.getState().conversationId).toBe('');

    useMainStore.setState({ conversationId: 'c-other' });
    applyAiSource(launch('aiSource=general'), win);
    expect(useUserStore.getState().lockedProduct).toBe('');
    expect(useMainStore.getState().conversationId).toBe('');
  });

  it('an unknown source runs as general and is recorded', () => {
    useUserStore.setState({ aiSource: 'app_dialog', navHeaderVisible: false, fromAppAssistant: true });
    const { win } = fakeWindow('#/index');
    const parsed = launch('aiSource=wx_mini');
    expect(parsed).toMatchObject({ aiSource: 'general', unknownAiSource: 'wx_mini' });
    applyAiSource(parsed, win);
    expect(useUserStore.getState()).toMatchObject({
      aiSource: 'general',
      navHeaderVisible: true,
      fromAppAssistant: false,
    });
    expect(trackQueue.held).toEqual([
      { point: 'unknownAiSource', dynamicName: 'aiSource', dynamicValue: 'wx_mini' },
    ]);
  });
});
