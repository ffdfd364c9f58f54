import {
  startFakeOpenAI,
  type FakeResponse,
  type FakeStep,
  type RecordedRequest,
} from '../../../../packages/assistant/src/model/testing/fake-openai-server.js';

export type { FakeResponse, FakeStep, RecordedRequest };

/** Responses in order for the current test, or a function of the request and its index in the test. */
export type ModelScript = FakeResponse[] | ((request: RecordedRequest, index: number) => FakeResponse);

/**
 * One fake OpenAI-compatible server for a whole test file (its URL goes into LLM_BASE_URL before the
 * app starts), re-scripted per test with `use`: indexes and `requests` count from the last `use`.
 */
export interface ScriptedModel {
  /** Base URL including `/v1`. */
  url: string;
  /** What the server received since the last `use`. */
  readonly requests: RecordedRequest[];
  use(script: ModelScript): void;
  close(): Promise<void>;
}

export async function startScriptedModel(): Promise<ScriptedModel> {
  let script: ModelScript = [];
  let offset = 0;
  const fake = await startFakeOpenAI((request, index) => {
    const i = index - offset;
    if (typeof script === 'function') return script(request, i);
    return script[i] ?? { kind: 'error', status: 500, body: { error: { message: 'script exhausted' } } };
  });
  return {
    url: fake.url,
    get requests() {
      return fake.requests.slice(offset);
    },
    use(next) {
      script = next;
      offset = fake.requests.length;
    },
    close: () => fake.close(),
  };
}

/** A base URL on which nothing listens any more: a model endpoint that is down (connection refused). */
export async function refusedUrl(): Promise<string> {
  const fake = await startFakeOpenAI([]);
  const { url } = fake;
  await fake.close();
  return url;
}

/** A long answer streamed slowly: `count` text chunks with `delayMs` between them. */
export function slowText(count: number, delayMs: number): { steps: FakeStep[]; text: string } {
  const steps: FakeStep[] = [];
  let text = '';
  for (let i = 0; i < count; i++) {
    const piece = `第${i + 1}段说明。`;
    text += piece;
    steps.push({ type: 'text', text: piece }, { type: 'delay', ms: delayMs });
  }
  return { steps, text };
}

/** Polls until `check` holds (a wait for something asynchronous, not a timing assertion). */
export async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}
