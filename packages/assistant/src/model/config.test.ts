import { describe, expect, it } from 'vitest';
import { availableModels } from './config.js';

describe('availableModels', () => {
  it('is the built-in engine alone without an endpoint', () => {
    expect(availableModels()).toEqual(['builtin']);
  });

  it('lists the configured models first (the first is the default) and always the built-in engine', () => {
    expect(
      availableModels({ models: ['deepseek-chat', 'qwen-plus', 'deepseek-chat', '', 'builtin'] }),
    ).toEqual(['deepseek-chat', 'qwen-plus', 'builtin']);
  });
});
