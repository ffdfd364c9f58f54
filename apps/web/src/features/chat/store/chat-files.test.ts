import { describe, expect, it } from 'vitest';
import type { FileInfo } from '@broker/contract';
import { HttpError } from '../../../lib/http/http-error';
import { setup } from '../test/chat-harness';
import { AID, recommendation } from '../test/events';

const refused = new HttpError('对话生成中，请稍后操作', 'status', 409);
const report: FileInfo = {
  file_name: '体检报告.png',
  file_size: 48213,
  file_path: '0b6f3c1e-9a2d-4c7e-8f10-3d5a7b9c1e24',
  file_hash: 'a'.repeat(64),
};

/** Files with a question (spec §7 fileInfos, issue 15): what goes to the server and what the question shows. */
describe('asking with files', () => {
  it('sends the files as fileInfos and shows them on the question as history would', async () => {
    const { actions, messages, bodies, settle } = setup([{ events: recommendation }]);
    actions.send('这个客户能买重疾吗', [report]);
    expect(bodies[0]).toMatchObject({ userPrompt: '这个客户能买重疾吗', fileInfos: [report] });
    expect(messages()[0]?.files).toEqual([
      { name: '体检报告.png', size: 48213, url: report.file_path, hash: report.file_hash },
    ]);
    await settle();
  });

  it('a question without files sends none', async () => {
    const { actions, bodies, settle } = setup([{ events: recommendation }]);
    actions.send('重疾险等待期多久');
    expect(bodies[0]).not.toHaveProperty('fileInfos');
    await settle();
  });

  it('asking a refused question again sends its files again; a regenerate leaves them to the server', async () => {
    const { actions, messages, bodies, settle } = setup([
      { fail: refused },
      { events: recommendation },
      { events: recommendation },
    ]);
    actions.send('这个客户能买重疾吗', [report]);
    await settle();
    const failed = messages()[1];
    expect(failed?.success).toBe(false);
    expect(actions.retry(failed?.id ?? '')).toBe(true);
    expect(bodies[1]).toMatchObject({ generate: 'llm', fileInfos: [report] });
    await settle();
    expect(actions.regenerate(AID)).toBe(true);
    expect(bodies[2]).toMatchObject({ generate: 'regenerate' });
    expect(bodies[2]).not.toHaveProperty('fileInfos');
    await settle();
  });
});
