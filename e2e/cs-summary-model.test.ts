import { afterAll, describe, expect, it } from 'vitest';
import type { ConversationHistory } from '@broker/contract';
import { importKnowledge } from '../apps/server/src/services/knowledge/import-kb.js';
import { CS_SOURCE_PREFIX } from '../apps/server/src/services/knowledge/knowledge-service.js';
import { CS_QUESTIONS, GOOD_SUMMARY, summaryReply } from '../apps/server/test/helpers/cs-summary-model.js';
import { startScriptedModel } from '../apps/server/test/helpers/fake-model.js';
import { createAgent, signInContext, type Agent } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import type { RunningServer } from './helpers/server.js';
import { useServerAndBrowser } from './helpers/suite.js';

// /csSummary says who wrote it (decision 025 addendum): the agent's model (fake-pro, the default of
// the fake endpoint) when its summary passes the checks, else the extractive summary.
const model = await startScriptedModel();
afterAll(() => model.close());

/** A customer-service conversation answered by the built-in engine, through the API. */
async function conversation(server: RunningServer, agent: Agent): Promise<string> {
  let id = '';
  for (const userPrompt of CS_QUESTIONS) {
    // The conversation is released just after the previous answer's stream ends: until then the next
    // question is refused with 409 '对话生成中' (as the app's composer would wait), so ask again.
    await expect
      .poll(
        async () => {
          const response = await fetch(`${server.url}/v1/conversestream/General`, {
            method: 'POST',
            headers: { authorization: agent.token, 'content-type': 'application/json' },
            body: JSON.stringify({ userPrompt, conversationId: id, channelType: 'cs', llmName: 'builtin' }),
          });
          const text = await response.text();
          id ||= /"conversationId":"([0-9a-f-]{36})"/.exec(text)?.[1] ?? '';
          return response.status;
        },
        { timeout: 15_000 },
      )
      .toBe(200);
  }
  // The answer's row is completed just after its stream ends: wait until the history has every answer.
  await expect
    .poll(
      async () => {
        const { body } = await agent.api<ConversationHistory>('GET', `/v1/convhistory_mycus/${id}?size=50`);
        return body.list.filter((m) => m.source === 'receive' && m.finished).length;
      },
      { timeout: 15_000 },
    )
    .toBe(CS_QUESTIONS.length);
  return id;
}

describe.skipIf(!hasBrowser)('/csSummary written by a model', () => {
  const suite = useServerAndBrowser({
    LLM_BASE_URL: model.url,
    LLM_MODELS: 'fake-pro',
    LLM_FIRST_TOKEN_TIMEOUT_MS: '2000',
  });

  it('shows which wrote it: the model, or the extractive summary when the model fails', async () => {
    await importKnowledge(suite.server.database.db, ['data/customer-service'], {
      sourcePrefix: CS_SOURCE_PREFIX,
    });
    const agent = await createAgent(suite.server, 'E2ECSM1');
    const { page, context } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);

    model.use([summaryReply(GOOD_SUMMARY)]);
    await page.goto(`/#/csSummary?conversationId=${await conversation(suite.server, agent)}`);
    await page.getByText('由模型 fake-pro 生成，数字已与对话核对').waitFor();
    await page.getByRole('listitem').getByText('客户保单查不到').waitFor();
    await page.getByText(/来源：保单查不到/).waitFor();
    await page.getByRole('listitem').filter({ hasText: '代订机票' }).getByText('待解决').waitFor();
    await screenshot(page, '98c-cs-summary-by-model');
    await expectAccessible(page, 'customer-service summary written by a model');

    model.use([{ kind: 'error', status: 503, body: { error: { message: 'overloaded' } } }]);
    await page.goto(`/#/csSummary?conversationId=${await conversation(suite.server, agent)}`);
    await page.getByText('摘要：摘自对话原文').waitFor();
    await page.getByRole('listitem').getByText('客户的保单查不到怎么办').waitFor();
    await screenshot(page, '98d-cs-summary-model-fell-back');
  }, 90_000);
});
