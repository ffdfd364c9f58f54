import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../src/cli/args.js';
import { runKbCommand } from '../src/cli/kb-commands.js';
import { kbRepository } from '../src/db/kb-repository.js';
import { KbImportError } from '../src/services/knowledge/errors.js';
import { splitLong } from '../src/services/knowledge/paragraphs.js';
import { paragraphsFromPdfPages } from '../src/services/knowledge/parse-pdf.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';
import { sharedTestApp } from './helpers/test-app.js';

// `kb import | list | remove` with real files of every supported format, on every backend.
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/kb');
const temp = tempFolder('ba-kb-');

/** The fixture folder plus the binary fixtures, copied so the tests may add files to it. */
function documentsFolder(): string {
  const dir = temp();
  fs.cpSync(path.join(fixtures, 'docs'), dir, { recursive: true });
  fs.copyFileSync(path.join(fixtures, 'sample.docx'), path.join(dir, '条款.docx'));
  fs.copyFileSync(path.join(fixtures, 'sample.pdf'), path.join(dir, 'sample.pdf'));
  fs.writeFileSync(path.join(dir, 'ignored.png'), 'not a document');
  return dir;
}

describe.each(testBackends())('kb import on $name', (backend) => {
  const t = sharedTestApp(backend);
  const cli = (...argv: string[]) => {
    const { action, positional, flags } = parseCommandLine(['kb', ...argv]);
    return runKbCommand(t().database.db, action, positional, flags);
  };
  const rows = async () => kbRepository(t().database.db).all();

  it('imports a folder recursively: Markdown, text, JSONL, DOCX, PDF', async () => {
    const dir = documentsFolder();
    expect(await cli('import', dir)).toBe(
      [
        '导入完成：5 个文件，共 12 段。',
        'faq/export.jsonl：2 段',
        'guide.md：3 段',
        'notes.txt：3 段',
        'sample.pdf：1 段',
        '条款.docx：3 段',
      ].join('\n'),
    );
    const all = await rows();
    const of = (source: string) => all.filter((r) => r.source === source).map((r) => [r.title, r.text]);
    // Markdown: headings title the paragraphs below them; wrapped lines join without a space.
    expect(of('guide.md')).toEqual([
      ['理赔指南', '出险后请在十日内通知保险公司，并提交理赔申请书、身份证明和医院诊断证明。'],
      ['理赔指南', '门诊报销需提供发票原件。'],
      ['犹豫期', '犹豫期内退保，保险公司全额退还已交保险费。'],
    ]);
    // Text without blank lines: one paragraph per line, titled with the file name.
    expect(of('notes.txt')[1]).toEqual(['notes', '代理人不得承诺保险合同以外的利益。']);
    // JSONL: ids name the rows; title, else contract, heads the paragraph.
    expect(all.filter((r) => r.source === 'faq/export.jsonl').map((r) => [r.id, r.title])).toEqual([
      ['faq/export.jsonl#q1', '保单贷款'],
      ['faq/export.jsonl#q2', '安心宝终身寿险'],
    ]);
    // DOCX: Word headings become titles.
    expect(of('条款.docx').map(([title]) => title)).toEqual([
      '第一章 保险责任',
      '第一章 保险责任',
      '第二章 责任免除',
    ]);
    expect(of('条款.docx')[1]?.[1]).toBe(
      '被保险人于等待期内确诊重大疾病的，我们退还已交保险费，本合同终止。',
    );
    // PDF (Latin text, see fixtures/kb/make-fixtures.py): wrapped lines joined, page number dropped.
    expect(of('sample.pdf')).toEqual([
      [
        'sample',
        // The second line is the page's widest, so its full stop does not end the paragraph.
        'Article 5 Coverage. While this contract is in force, we pay the sum insured when the insured person is first diagnosed with a critical illness. Claims are paid within ten days.',
      ],
    ]);
  });

  it('re-importing a file replaces its paragraphs; list and remove', async () => {
    const dir = temp();
    const file = path.join(dir, 'guide.md');
    fs.writeFileSync(file, '# 新指南\n\n只剩一段。\n');
    expect(await cli('import', file)).toBe('导入完成：1 个文件，共 1 段。\nguide.md：1 段');
    expect((await rows()).filter((r) => r.source === 'guide.md').map((r) => r.text)).toEqual(['只剩一段。']);
    const list = await cli('list');
    expect(list).toMatch(/^共 5 个文档，10 段：\n/);
    expect(list).toMatch(/\nguide\.md\t1 段\t\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(await cli('remove', 'guide.md')).toBe('已删除 guide.md 的 1 段。');
    await expect(cli('remove', 'guide.md')).rejects.toThrow('知识库中没有来源 "guide.md"');
    await expect(cli('remove')).rejects.toThrow('缺少要删除的来源');
    await expect(cli('import')).rejects.toThrow('缺少要导入的文件或目录');
    await expect(cli('purge')).rejects.toThrow('未知的子命令 "kb purge"');
  });

  it('bad input names the file (and line) and writes nothing', async () => {
    const before = await rows();
    const dir = temp();
    const write = (name: string, content: string | Uint8Array) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, content);
      return file;
    };
    const refuses = async (file: string, message: string) => {
      const error = await cli('import', documentsFolder(), file).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(KbImportError);
      expect((error as Error).message).toBe(message);
    };
    const bad = write('bad.jsonl', '{"text": "第一段"}\n\n{"text": 12, oops}\n');
    await refuses(bad, `${bad} 第 3 行：不是合法的 JSON`);
    const noText = write('no-text.jsonl', '{"title": "x"}\n');
    await refuses(noText, `${noText} 第 1 行：缺少 "text"（段落正文）或其值为空`);
    const dup = write('dup.jsonl', '{"id": "a", "text": "一"}\n{"id": "a", "text": "二"}\n');
    await refuses(dup, `${dup} 第 2 行：id "a" 与前面的行重复`);
    const empty = write('empty.md', '\n\n');
    await refuses(empty, `${empty}：文件中没有任何文字段落`);
    const odd = write('table.xlsx', 'x');
    await refuses(odd, `${odd}：不支持的文件类型 ".xlsx"（支持 .md、.markdown、.txt、.pdf、.docx、.jsonl）`);
    const pdf = write('broken.pdf', '%PDF-1.4 this is not really a pdf');
    const error = await cli('import', pdf).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(new RegExp(`^${pdf}：无法读取 PDF（.+）$`));
    const gbk = write('gbk.txt', new Uint8Array([0xb1, 0xa3, 0xcf, 0xd5]));
    await refuses(gbk, `${gbk}：不是 UTF-8 编码的文本，请另存为 UTF-8 后再导入`);
    await refuses(path.join(dir, 'none.md'), `${path.join(dir, 'none.md')}：文件或目录不存在`);
    expect(await rows()).toEqual(before);
  });
});

describe('paragraphs from PDF lines and long text', () => {
  it('joins wrapped Chinese lines without spaces and starts paragraphs at clause numbers', () => {
    const page = [
      '第五条 保险责任 在本合同有效期内，被保险人',
      '确诊重大疾病的，我们按基本保额给付。',
      '- 2 -',
      '（一）身故保险金',
      '被保险人身故的，我们给付身故保险金。',
    ].join('\n');
    expect(paragraphsFromPdfPages([page])).toEqual([
      '第五条 保险责任 在本合同有效期内，被保险人确诊重大疾病的，我们按基本保额给付。',
      // A short item heading has no full stop: it stays with the text under it.
      '（一）身故保险金被保险人身故的，我们给付身故保险金。',
    ]);
  });

  it('splits long paragraphs at sentence ends into pieces of at most 600 characters', () => {
    const sentence = '被保险人在等待期内确诊的，我们不承担保险责任，退还已交保险费。'; // 31 characters
    const pieces = splitLong(sentence.repeat(40));
    expect(pieces.length).toBe(3);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(600);
      expect(piece.endsWith('。')).toBe(true);
    }
    expect(pieces.join('')).toBe(sentence.repeat(40));
  });
});
