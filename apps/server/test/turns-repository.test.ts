import { describe, expect, it } from 'vitest';
import { conversationsRepository } from '../src/db/conversations-repository.js';
import { messagesRepository } from '../src/db/messages-repository.js';
import { turnsRepository } from '../src/db/turns-repository.js';
import { testBackends } from './helpers/databases.js';
import { createUser } from './helpers/test-app.js';

const backends = testBackends();

/** Opening a turn is one transaction (decision 015): all of it is written, or none of it. */
describe.each(backends)('turnsRepository.open on $name', (backend) => {
  const turn = { answer: { finished: false, model: 'builtin' }, claimSeconds: 60, recentLimit: 10 };

  it('creates a claimed conversation with the question and its answer, then refuses a second claim', async () => {
    const database = await backend.open();
    const user = await createUser(database, { workId: 'T0001' });
    const turns = turnsRepository(database.db, user.id);
    const conversations = conversationsRepository(database.db, user.id);
    const messages = messagesRepository(database.db, user.id);

    const opened = await turns.open({
      ...turn,
      conversation: { category: 'General', title: '问题' },
      question: { content: '问题' },
    });
    if (typeof opened === 'string') throw new Error(opened);
    expect(opened.question).toMatchObject({ role: 'user', seq: 1, content: '问题' });
    expect(opened.answer).toMatchObject({ role: 'assistant', seq: 2, finished: false });
    expect(await conversations.isGenerating(opened.conversation.id)).toBe(true);

    const second = await turns.open({
      ...turn,
      conversation: { id: opened.conversation.id },
      question: { content: '又一个' },
    });
    expect(second).toBe('busy');
    expect(await messages.count(opened.conversation.id)).toBe(2);
  });

  it('a regenerate with no question to answer again leaves the conversation unclaimed', async () => {
    const database = await backend.open();
    const user = await createUser(database, { workId: 'T0002' });
    const conversations = conversationsRepository(database.db, user.id);
    const empty = await conversations.create({ category: 'General', title: '空' });

    const refused = await turnsRepository(database.db, user.id).open({
      ...turn,
      conversation: { id: empty.id },
    });
    expect(refused).toBe('nothing_to_regenerate');
    expect(await conversations.isGenerating(empty.id)).toBe(false);
    expect(await messagesRepository(database.db, user.id).count(empty.id)).toBe(0);
  });
});
