import { afterEach } from 'vitest';
import type { AnswerPart } from '../../engine/types.js';
import { createModelEngine, type ModelFailureInfo } from '../openai-engine.js';
import { startFakeOpenAI, type FakeOpenAI, type FakeScript } from './fake-openai-server.js';
import { quoteTool, stubBuiltin, testKb } from './fixtures.js';

/** A model engine wired to a fresh fake endpoint per test, closed after each test. */
export function useEngineHarness() {
  let fake: FakeOpenAI | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  async function setup(
    script: FakeScript,
    limits: { timeoutMs?: number; firstTokenTimeoutMs?: number; stallTimeoutMs?: number } = {},
  ) {
    fake = await startFakeOpenAI(script);
    const builtin = stubBuiltin();
    const failures: ModelFailureInfo[] = [];
    const engine = createModelEngine({
      kb: testKb,
      builtin,
      client: {
        baseUrl: fake.url,
        apiKey: 'test-key',
        models: ['fake-model'],
        timeoutMs: limits.timeoutMs ?? 5000,
        firstTokenTimeoutMs: limits.firstTokenTimeoutMs ?? 2000,
        ...(limits.stallTimeoutMs !== undefined && { stallTimeoutMs: limits.stallTimeoutMs }),
      },
      tools: [quoteTool],
      onFailure: (info) => failures.push(info),
    });
    return { fake, builtin, engine, failures };
  }
  return { setup };
}

/** The last part, which must be the end. */
export function endOf(parts: AnswerPart[]) {
  const end = parts.at(-1);
  if (end?.kind !== 'end') throw new Error(`last part is ${end?.kind}`);
  return end;
}
