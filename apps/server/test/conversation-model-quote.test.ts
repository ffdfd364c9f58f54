import { conversationHistorySchema, type StreamEvent } from '@broker/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR } from '../src/config.js';
import { at } from './helpers/catalogue.js';
import { conversationApp, type ConversationApp } from './helpers/conversation-app.js';
import { testBackends } from './helpers/databases.js';
import { startScriptedModel } from './helpers/fake-model.js';
import { openStream } from './helpers/sse.js';
import { authHeader } from './helpers/test-app.js';

const backends = testBackends();

// The model path with a quoted message (docs/decisions/014), against a fake OpenAI-compatible server.
const model = await startScriptedModel();
afterAll(() => model.close());

const llmEnv = {
  CATALOGUE_DIR: DEFAULT_CATALOGUE_DIR,
  LLM_BASE_URL: model.url,
  LLM_API_KEY: 'sk-test-key',
  LLM_MODELS: 'fake-pro',
  LLM_FIRST_TOKEN_TIMEOUT_MS: '1000',
  LLM_TIMEOUT_MS: '20000',
};

const textOf = (events: readonly StreamEvent[]) =>
  events
    .filter((e) => e.data.type === 'text')
    .map((e) => e.content)
    .join('');

async function askToEnd(t: ConversationApp, body: object) {
  const stream = await openStream(t.baseUrl, '/v1/conversestream/General', authHeader(t.token), body);
  await stream.done;
  expect(stream.status, stream.errorBody).toBe(200);
  expect(stream.events.at(-1)?.data.type).toBe('end');
  return { meta: at(stream.events, 0), text: textOf(stream.events) };
}

describe.each(backends)('a quoted message on the model path on $name', (backend) => {
  const t = conversationApp(backend, undefined, llmEnv);

  it('sends the quoted text marked in the question, the quoted products as context, and in later history', async () => {
    // A recommendation from the built-in engine, whose list the next question quotes.
    model.use([]);
    const first = await askToEnd(t(), {
      userPrompt: '30岁男性买什么重疾险好，预算每年五千',
      llmName: 'builtin',
    });
    const { conversationId, assistantMessageId } = first.meta;
    const stored = conversationHistorySchema.parse(
      (await t().get(`/v1/convhistory_mycus/${conversationId}`)).json(),
    );
    const recommendation = at(stored.list, 1);
    const second = at(recommendation.result, 1);
    // A figure the quoted answer showed: repeating it is not an unverified number.
    const shown = /年交([\d,.]+)元/.exec(recommendation.content)?.[1] ?? '';
    expect(shown).not.toBe('');

    model.use([{ kind: 'stream', steps: [{ type: 'text', text: `引用的列表中第一款年交${shown}元。` }] }]);
    const quoted = await askToEnd(t(), {
      userPrompt: '第二款保费多少',
      conversationId,
      quoteMessageId: assistantMessageId,
    });
    expect(quoted.text).not.toContain('核对提示');
    const sent = at(model.requests, 0);
    const question = String(sent.messages.at(-1)?.content);
    expect(sent.messages.at(-1)?.role).toBe('user');
    expect(question.startsWith('第二款保费多少\n\n（引用的内容，来自你之前的回答：')).toBe(true);
    expect(question).toContain(recommendation.content.split('\n')[0] ?? '-');
    const context = sent.messages
      .filter((m) => m.role === 'system')
      .map((m) => String(m.content))
      .join('\n');
    expect(context).toContain('引用的回答列出的产品');
    expect(context).toContain(second.name);

    // The next question's history tells the model what the earlier one quoted.
    model.use([{ kind: 'stream', steps: [{ type: 'text', text: '好的。' }] }]);
    await askToEnd(t(), { userPrompt: '谢谢', conversationId });
    const history = at(model.requests, 0).messages.filter((m) => m.role === 'user');
    const earlier = history.find((m) => String(m.content).startsWith('第二款保费多少'));
    expect(String(earlier?.content)).toContain('（引用的内容：');
  });
});
