import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@broker/contract';
import { conversationApp } from './helpers/conversation-app.js';
import { testBackends } from './helpers/databases.js';
import { scriptedEngine } from './helpers/scripted-engine.js';
import { openStream } from './helpers/sse.js';
import { authHeader } from './helpers/test-app.js';

const backends = testBackends();

describe.each(backends)('conversation rules on $name', (backend) => {
  describe('with a scripted engine', () => {
    const engine = scriptedEngine();
    const t = conversationApp(backend, engine.engineFor, { CHAT_RATE_LIMIT_PER_MINUTE: '1000' });

    it('a question during a long answer is refused (409), even when the last finished activity is old', async () => {
      const first = await openStream(t().baseUrl, '/v1/conversestream/General', authHeader(t().token), {
        userPrompt: '慢慢回答的问题',
      });
      const meta = await first.waitFor((e) => e.data.type === 'meta');
      // The conversation's last finished activity is long past, but an answer is being generated.
      await t().query(
        `update conversations set last_active_at = now() - interval '${t().config.conversation.idleMinutes + 5} minutes' where id = '${meta.conversationId}'`,
      );
      const second = await openStream(t().baseUrl, '/v1/conversestream/General', authHeader(t().token), {
        userPrompt: '插一个问题',
        conversationId: meta.conversationId,
      });
      expect(second.status).toBe(409);
      expect(JSON.parse(second.errorBody)).toEqual({ detail: MESSAGES.generating });
      engine.release();
      await first.done;
    });

    it('regenerate answers from the context the replaced answer started from, not the one it produced', async () => {
      const first = await t().post('/v1/converse/General', { userPrompt: '第一个问题' });
      expect(first.statusCode, first.body).toBe(200);
      const { conversationId } = first.json<{ conversationId: string }>();
      expect(engine.lastRequest().context).toEqual({ lockedProducts: [], entities: {} });
      // The scripted answer locks P01; the conversation's context now says so.
      const locked = await t().get(`/v1/convhistory/General/${conversationId}`);
      expect(locked.json<{ lockedProducts: string[] }>().lockedProducts).toEqual(['P01']);

      const again = await t().post('/v1/converse/General', { generate: 'regenerate', conversationId });
      expect(again.statusCode, again.body).toBe(200);
      expect(engine.lastRequest().question).toBe('第一个问题');
      expect(engine.lastRequest().context).toEqual({ lockedProducts: [], entities: {} });
    });
  });
});
