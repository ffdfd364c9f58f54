import { BUILTIN_MODEL } from '../engine/index.js';

/** An OpenAI-compatible endpoint (the server's LLM_* settings). */
export interface ModelClientConfig {
  /** Base URL including the version path, e.g. https://api.deepseek.com/v1. */
  baseUrl: string;
  /** Optional: local servers (Ollama, llama.cpp) take none. */
  apiKey?: string;
  /** Model names the endpoint serves; the first is the default. */
  models: readonly string[];
  /** The whole model answer, all tool rounds included. */
  timeoutMs: number;
  /** Until the first streamed chunk of each round. */
  firstTokenTimeoutMs: number;
  /** Longest silence between chunks once a round is streaming (default: firstTokenTimeoutMs). */
  stallTimeoutMs?: number;
}

/**
 * The models an agent may choose: the configured ones (first = default, as the operator listed them),
 * and the built-in engine, which is always there because it needs no endpoint.
 */
export function availableModels(config?: Pick<ModelClientConfig, 'models'>): string[] {
  const configured = (config?.models ?? []).filter((m) => m !== '' && m !== BUILTIN_MODEL);
  return [...new Set(configured), BUILTIN_MODEL];
}
