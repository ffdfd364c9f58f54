import { describe, expect, it } from 'vitest';
import { extractConditions, judge } from '@broker/insurance';
import { createBuiltinEngine } from './builtin-engine.js';
import { productsInText } from './compose/files.js';
import { collect, kb } from './test-support.js';
import { EMPTY_CONTEXT, type AnswerPart, type AttachedFile } from './types.js';

const REPORT = [
  '健康体检报告',
  '姓名：王某  性别：女  年龄：35岁',
  '甲状腺超声：甲状腺右叶见低回声结节，大小约1.2×0.8cm，TI-RADS 4a类。',
  '血压 150/95 mmHg',
  '肝胆脾未见异常。',
].join('\n');

async function ask(question: string, files: AttachedFile[]) {
  const engine = createBuiltinEngine(kb);
  const parts: AnswerPart[] = [];
  for await (const part of engine.answer({
    question,
    category: 'General',
    context: EMPTY_CONTEXT,
    history: [],
    today: new Date('2025-06-01'),
    files,
  }))
    parts.push(part);
  return collect(parts);
}

const rules = kb.underwritingRules ?? [];

describe('questions with attached files', () => {
  it('judges the conditions read in a report by the rule table, citing the file and its sentence', async () => {
    const r = await ask('这个客户能买重疾吗', [{ name: '体检报告.png', status: 'done', text: REPORT }]);
    expect(r.text).toContain('从附件中读到');
    expect(r.text).toMatch(/甲状腺结节[^\n]*4a[^\n]*「体检报告\.png」：“甲状腺超声/);
    expect(r.text).toMatch(/血压 150\/95 mmHg[^\n]*「体检报告\.png」/);
    // The verdict the underwriting report gives for the same text (judge over the same table).
    const verdict = judge(extractConditions(REPORT), 'critical_illness', rules);
    expect(verdict.verdictLabel).not.toBe('标准体');
    expect(r.text).toContain(`**重疾险**：${verdict.verdictLabel}`);
    expect(r.text).toContain('结果仅供参考，以保险公司核保结论为准');
    expect(r.text).toContain('第十六条');
    expect(r.flags.action).toBe('jump_to_ua');
    expect(r.text).not.toContain('仍在识别中');
  });

  it('a condition typed in the question is judged with those in the files', async () => {
    const r = await ask('她还有乙肝小三阳，能买医疗险吗', [
      { name: '报告.pdf', status: 'done', text: REPORT },
    ]);
    const verdict = judge(
      [...extractConditions(REPORT), ...extractConditions('乙肝小三阳')],
      'medical',
      rules,
    );
    expect(r.text).toContain(`**医疗险**：${verdict.verdictLabel}`);
    expect(r.text).toMatch(/乙肝/);
  });

  it('says a file still being read is being read, with its progress, instead of ignoring it', async () => {
    const r = await ask('这个客户能买重疾吗', [
      { name: '体检报告.jpg', status: 'running', progress: 40, stage: '正在识别第1/2页' },
    ]);
    expect(r.text).toContain('「体检报告.jpg」仍在识别中（已完成40%，正在识别第1/2页）');
    expect(r.text).toContain('重新生成');
  });

  it('judges the files read and says which one is still queued', async () => {
    const r = await ask('能买重疾吗', [
      { name: '体检报告.png', status: 'done', text: REPORT },
      { name: '病历.jpg', status: 'queued', progress: 0, stage: '排队中' },
    ]);
    expect(r.text).toContain('从附件中读到');
    expect(r.text).toContain('「病历.jpg」仍在识别中（已完成0%，排队中）');
  });

  it("says why a file could not be read: the reader's reason, no text, another language", async () => {
    const r = await ask('这个客户能买重疾吗', [
      { name: 'a.pdf', status: 'failed', reason: 'PDF已加密，请去除密码后再上传' },
      { name: 'b.png', status: 'done', text: '   ' },
      { name: 'c.png', status: 'done', text: 'Blood pressure 150/95 mmHg, thyroid nodule TI-RADS 4a' },
    ]);
    expect(r.text).toContain('「a.pdf」未能识别：PDF已加密，请去除密码后再上传');
    expect(r.text).toContain('「b.png」未识别到文字');
    expect(r.text).toContain('「c.png」报告不是中文');
    expect(r.text).not.toContain('从附件中读到');
  });

  it('lists the catalogue products a file names as product_file_list and keeps them for follow-ups', async () => {
    const policy = '保险合同\n险种名称：启元安佑终身重大疾病保险(2021版)\n基本保险金额：50万元\n投保人：王某';
    const r = await ask('这是什么产品', [{ name: '保单.pdf', status: 'done', text: policy }]);
    const lists = r.of('products');
    expect(lists).toHaveLength(1);
    expect(lists[0]?.listType).toBe('product_file_list');
    expect(lists[0]?.items.map((p) => p.code)).toEqual(['QYRS-CI01']);
    expect(r.end?.context.lockedProducts).toEqual(['QYRS-CI01']);
  });

  it('a file with neither conditions nor products: said, then the question is answered as usual', async () => {
    const r = await ask('重疾险等待期一般多久', [
      {
        name: '发票.png',
        status: 'done',
        text: '增值税普通发票 购买方名称 某某科技有限公司 金额合计 贰佰元整',
      },
    ]);
    expect(r.text).toContain('附件中没有找到核保关注的检查结果');
    const without = await ask('重疾险等待期一般多久', []);
    expect(r.text).toContain(without.text.trim().slice(0, 30));
  });
});

describe('productsInText', () => {
  const names = (codes: string[]) => codes.map((c) => kb.productsByCode.get(c)?.name);
  it('takes a full name once: the words inside it do not name another version', () => {
    expect(names(productsInText(kb, '险种：启元安佑终身重大疾病保险（2021版）'))).toEqual([
      '启元安佑终身重大疾病保险（2021版）',
    ]);
  });
  it('a name printed without its version stands for every version', () => {
    expect(productsInText(kb, '产品：启元安佑终身重大疾病保险').length).toBe(2);
  });
  it('finds nothing in a text naming no product', () => {
    expect(productsInText(kb, '血压 150/95 mmHg，重大疾病保险的等待期')).toEqual([]);
  });
});
