import { expect, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { ConversationHistory, StreamEvent } from '@broker/contract';
import { HttpError } from '../../../lib/http/http-error';
import { initialChatState } from '../../../stores/main/chat-slice';
import { AID, CID, recommendation } from './events';
import { createChatSlice, publicChatActions } from '../store/chat-actions';
import type { ChatDeps } from '../store/chat-deps';
import type { ChatStore } from '../store/types';

export type Step = { events?: StreamEvent[]; fail?: HttpError; hang?: boolean };

/** A fresh chat store with fake deps, and a scripted answer stream (one Step per request). */
export function setup(script: Step[] = [{ events: recommendation }]) {
  const steps = [...script];
  const bodies: unknown[] = [];
  const streamConversation = vi.fn<ChatDeps['streamConversation']>(
    async (_category, body, { onEvent, signal }) => {
      bodies.push(body);
      // Like a real fetch: nothing arrives before the caller has returned.
      await Promise.resolve();
      const step = steps.shift() ?? { events: recommendation };
      for (const event of step.events ?? []) onEvent(event);
      if (step.hang) {
        await new Promise<void>((_resolve, reject) => {
          if (signal?.aborted) reject(new HttpError('canceled', 'aborted'));
          signal?.addEventListener('abort', () => reject(new HttpError('canceled', 'aborted')));
        });
      }
      if (step.fail) throw step.fail;
    },
  );
  const toast = vi.fn();
  const deps: ChatDeps = {
    streamConversation,
    reportStreamError: vi.fn(),
    fetchMyCusHistory: vi.fn(),
    fetchConversationHistory: vi.fn(),
    fetchConverseProducts: vi.fn(),
    sendFeedback: vi.fn(async () => ({ ok: true as const })),
    fetchGuessYouWant: vi.fn(async () => ({ list: [{ question: '重疾险怎么理赔？' }] })),
    toast,
    getToken: () => 'tok',
    now: () => Date.now(),
  };
  const store = createStore<ChatStore>()((set, get) => ({
    ...initialChatState,
    ...createChatSlice(deps)(set, get),
  }));
  const actions = publicChatActions(store);
  const messages = () => store.getState().messages;
  const settle = () => vi.waitFor(() => expect(store.getState().currentRequestId).toBe(-1));
  return { store, deps, actions, messages, toast, bodies, streamConversation, settle };
}

export const networkError = () => new HttpError('网络连接异常，请检查网络后重试', 'network');

/** An answer as the history returns it. */
export function storedAnswer(overrides: Partial<ConversationHistory['list'][number]> = {}) {
  return {
    id: AID,
    conversationId: CID,
    source: 'receive' as const,
    content: '完整的回答',
    thinkContent: '',
    queryContent: '',
    success: true,
    finished: true,
    result: [],
    resultType: '' as const,
    prodPagination: null,
    sources: [],
    ask: [],
    choices: [],
    like: false,
    dislike: false,
    dislikeReasons: [],
    endTips: '',
    productEndTips: '',
    axbDisclaimer: '',
    cm: 'builtin',
    sc: '',
    scSource: '',
    vehicleFlag: false,
    commissionFlag: false,
    colorPageFlag: false,
    showCustomerService: false,
    action: '' as const,
    popupAction: '' as const,
    files: [],
    quote: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The history of conversation CID (`generating` while the server still answers). */
export function history(generating: boolean, list = [storedAnswer()]): ConversationHistory {
  return {
    conversationId: CID,
    category: 'General',
    lockedProducts: ['HYRS-CI01'],
    channelType: '',
    list,
    page: 1,
    size: 100,
    total: list.length,
    generating,
  };
}
