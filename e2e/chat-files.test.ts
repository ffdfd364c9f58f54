import { describe, expect, it } from 'vitest';
import { createAgent, signInContext } from './helpers/agent.js';
import { expectAccessible, hasBrowser, newPhonePage, screenshot } from './helpers/browser.js';
import {
  answerSettled,
  answers,
  composer,
  openConversationId,
  questions,
  sendButton,
  storedConversation,
} from './helpers/chat.js';
import { drawReportPhoto } from './helpers/report-photo.js';
import { useServerAndBrowser } from './helpers/suite.js';

describe.skipIf(!hasBrowser)('files in the chat: attach a report photo, ask, read the judged answer', () => {
  const suite = useServerAndBrowser();

  it('an agent attaches a report photo to a question and gets the rule table verdict citing it', async () => {
    const agent = await createAgent(suite.server, 'E2EFILE1', '许青');
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    const photo = await drawReportPhoto(context);
    await page.goto('/#/index');

    // The attachment button opens the picker (a hidden file input); the chip shows the file's progress.
    await page.getByRole('button', { name: '添加图片或PDF附件' }).waitFor();
    await composer(page).fill('这个客户能买重疾吗');
    await page
      .getByTestId('chat-file-input')
      .setInputFiles({ name: '体检报告.png', mimeType: 'image/png', buffer: photo });
    const chip = page.locator('.attachment').first();
    await chip.getByText('体检报告.png').waitFor();
    await screenshot(page, 'chat-files-1-attached');

    // Sent while the photo is still uploading or being read: the question waits for it, and says so.
    await sendButton(page).tap();
    await page.getByText('附件识别完成后将自动发送').waitFor();
    await screenshot(page, 'chat-files-2-waiting');
    await expectAccessible(page, 'chat composer with an attachment');

    // Once read, the question goes with its file; the answer judges what the photo shows.
    await answers(page).first().waitFor({ timeout: 90_000 });
    const answer = await answerSettled(page);
    await answer.getByText('从附件中读到：').waitFor();
    await answer.getByText(/甲状腺结节 TI-RADS 3类.*「体检报告\.png」/).waitFor();
    await answer.getByText(/血压 148\/92 mmHg.*「体检报告\.png」/).waitFor();
    // The same verdict the underwriting report gives for this photo (e2e/underwriting.test.ts).
    await answer.getByText(/重疾险：加费承保/).waitFor();
    await answer.getByText(/《保险法》第十六条/).waitFor();
    await expect.poll(() => page.locator('.attachment').count()).toBe(0);
    const question = questions(page).first();
    await question.getByText('体检报告.png').waitFor();
    expect(await answer.textContent()).not.toContain('仍在识别中');
    await question.scrollIntoViewIfNeeded();
    await screenshot(page, 'chat-files-3-answer');
    await answer.getByText(/《保险法》第十六条/).scrollIntoViewIfNeeded();
    await screenshot(page, 'chat-files-3b-answer-end');
    await expectAccessible(page, 'chat answer from an attached report');

    // Kept with the question: the stored conversation and, after a reload, the chat show the file.
    const conversationId = await openConversationId(page);
    const stored = await storedConversation(agent, conversationId);
    const sent = stored.list.find((m) => m.source === 'send');
    expect(sent?.files.map((f) => f.name)).toEqual(['体检报告.png']);
    await page.reload();
    await questions(page).first().getByText('体检报告.png').waitFor();
    await questions(page).first().scrollIntoViewIfNeeded();
    await screenshot(page, 'chat-files-4-history');
    expect(problems).toEqual([]);
  }, 180_000);

  it('a removed attachment is not sent, and a refused file type says why on its chip', async () => {
    const agent = await createAgent(suite.server, 'E2EFILE2', '许白');
    const { page, context, problems } = await newPhonePage(suite.browser, suite.server.url);
    await signInContext(context, agent);
    await page.goto('/#/index');
    await page.getByTestId('chat-file-input').setInputFiles({
      name: '报告.exe',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 not a report'),
    });
    const chip = page.locator('.attachment').first();
    await chip.locator('[data-status="failed"]').waitFor();
    expect(await chip.textContent()).toContain('该文件是可执行程序，不是图片或 PDF，已拒绝上传');
    await screenshot(page, 'chat-files-5-refused');
    await chip.getByRole('button', { name: '移除附件 报告.exe' }).tap();
    await expect.poll(() => page.locator('.attachment').count()).toBe(0);
    await composer(page).fill('重疾险等待期一般多久');
    await sendButton(page).tap();
    const answer = await answerSettled(page);
    expect(await answer.textContent()).not.toContain('报告.exe');
    expect(await questions(page).first().locator('.question__files').count()).toBe(0);
    // The browser logs the refused upload's 415 itself; nothing else went wrong.
    expect(problems.filter((p) => !p.includes('status of 415'))).toEqual([]);
  }, 120_000);
});
