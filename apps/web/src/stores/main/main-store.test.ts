import { describe, expect, it } from 'vitest';
import { settleInterrupted } from './main-store';
import type { ChatMessage } from './chat-types';

describe('settleInterrupted', () => {
  it('turns a message left generating by a reload into an interrupted one', () => {
    const generating = { id: 'a', isGenerating: true, interrupted: false } as ChatMessage;
    const done = { id: 'b', isGenerating: false, interrupted: false } as ChatMessage;
    expect(settleInterrupted([done, generating])).toEqual([
      done,
      { ...generating, isGenerating: false, interrupted: true },
    ]);
    expect(settleInterrupted(undefined)).toEqual([]);
  });
});
