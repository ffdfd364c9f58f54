import fs from 'node:fs';
import path from 'node:path';
import type { WebResourceList } from '@broker/contract';
import { describe, expect, it } from 'vitest';
import { CliError, parseCommandLine } from '../src/cli/args.js';
import { runWebResourceCommand } from '../src/cli/web-resource-commands.js';
import { webResources } from '../src/db/schema-web-resources.js';
import { WebResourceImportError } from '../src/services/web-resources/read-entries.js';
import { tempFolder } from './helpers/catalogue.js';
import { testBackends } from './helpers/databases.js';
import { authHeader, expectError, sharedTestApp } from './helpers/test-app.js';

const backends = testBackends();
const temp = tempFolder('ba-web-resources-');

const write = (name: string, text: string) => {
  const file = path.join(temp(), name);
  fs.writeFileSync(file, text);
  return file;
};

describe.each(backends)('web resources on $name', (backend) => {
  const t = sharedTestApp(backend);
  let token = '';
  const list = async (query = '') => {
    token ||= await t().login();
    const res = await t().app.inject({
      method: 'GET',
      url: `/v1/webresource/list${query}`,
      headers: authHeader(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<WebResourceList>();
  };
  const cli = (...argv: string[]) => {
    const { action, positional, flags } = parseCommandLine(['web-resource', ...argv]);
    return runWebResourceCommand(t().database.db, action, positional, flags);
  };

  it('first start loads the shipped official pages, in the operators’ order, by category', async () => {
    const all = await list('?size=50');
    expect(all.total).toBeGreaterThanOrEqual(20);
    expect(all.list).toHaveLength(all.total);
    expect(all.categories).toEqual(['监管政策', '法律法规', '行业组织', '保险公司服务']);
    expect(all.list[0]).toMatchObject({
      title: '国家金融监督管理总局',
      url: 'https://www.nfra.gov.cn/',
      category: '监管政策',
    });
    expect(Object.keys(all.list[0] ?? {}).sort()).toEqual(
      ['category', 'id', 'source', 'summary', 'title', 'url'].sort(),
    );
    for (const entry of all.list) expect(entry.url).toMatch(/^https?:\/\/[a-z0-9.-]+\.(cn|com)\/$/);
    expect(all.list.map((e) => e.title)).toContain('中国保险行业协会');
  });

  it('a session is required', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v1/webresource/list' });
    expectError(res, 401, '未登录或登录已失效，请重新登录');
  });

  it('searches title, source and summary; % and _ are plain characters', async () => {
    expect((await list(`?keyword=${encodeURIComponent('保险法')}`)).list.map((e) => e.title)).toEqual([
      '国家法律法规数据库（保险法原文）',
      '中国人大网',
      '最高人民法院',
    ]);
    // Source only: both of the Supreme People's Court's sites.
    const court = await list(`?keyword=${encodeURIComponent('最高人民法院')}`);
    expect(court.list.map((e) => e.title)).toEqual(['最高人民法院', '中国裁判文书网']);
    // Summary only: a hotline number.
    expect((await list('?keyword=95519')).list.map((e) => e.title)).toEqual(['中国人寿']);
    expect((await list(`?keyword=${encodeURIComponent('NFRA')}`)).total).toBe(0);
    expect((await list('?keyword=%25')).total).toBe(0);
    expect((await list('?keyword=_')).total).toBe(0);
    // Blank is no filter.
    expect((await list('?keyword=%20%20')).total).toBe((await list()).total);
  });

  it('filters by category, with or without a keyword', async () => {
    const law = await list(`?category=${encodeURIComponent('法律法规')}`);
    expect(law.list.every((e) => e.category === '法律法规')).toBe(true);
    expect(law.total).toBe(4);
    const both = await list(
      `?category=${encodeURIComponent('法律法规')}&keyword=${encodeURIComponent('判决')}`,
    );
    expect(both.list.map((e) => e.title)).toEqual(['中国裁判文书网']);
    expect((await list(`?category=${encodeURIComponent('没有的分类')}`)).total).toBe(0);
    // Categories stay those of everything published, whatever the filter.
    expect(both.categories).toHaveLength(4);
  });

  it('pages through the list without gaps or repeats', async () => {
    const total = (await list()).total;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 6); page += 1) {
      const got = await list(`?size=6&page=${page}`);
      expect(got).toMatchObject({ page, size: 6, total });
      seen.push(...got.list.map((e) => e.id));
    }
    expect(new Set(seen).size).toBe(total);
    expect((await list(`?size=6&page=${Math.ceil(total / 6) + 1}`)).list).toEqual([]);
    expect((await list()).size).toBe(20);
  });

  it('bad paging or a long keyword is a 400 in Chinese', async () => {
    token ||= await t().login();
    const get = (query: string) =>
      t().app.inject({ method: 'GET', url: `/v1/webresource/list${query}`, headers: authHeader(token) });
    expectError(await get('?size=51'), 400, /每页最多 50 条/);
    expectError(await get('?page=0'), 400, /页码须为正整数/);
    expectError(await get('?page=abc'), 400, /页码须为正整数/);
    expectError(await get(`?keyword=${'保'.repeat(51)}`), 400, /搜索词过长/);
  });

  it('operators add, unpublish, publish and remove by CLI; agents see published entries only', async () => {
    const added = await cli(
      'add',
      '--title',
      '测试公司客服',
      '--url',
      'https://service.example.com',
      '--source',
      '测试公司',
      '--category',
      '测试分类',
      '--summary',
      '保单查询与理赔进度',
      '--order',
      '5',
    );
    expect(added).toContain('已添加');
    expect(added).toContain('https://service.example.com/');
    expect((await list()).list[0]?.title).toBe('测试公司客服');
    expect((await list()).categories[0]).toBe('测试分类');

    expect(await cli('unpublish', 'https://service.example.com')).toBe('已下架：测试公司客服');
    expect((await list(`?keyword=${encodeURIComponent('测试公司')}`)).total).toBe(0);
    expect((await list()).categories).not.toContain('测试分类');
    expect(await cli('list', '测试分类')).toContain('[未发布] 测试分类 · 测试公司客服');

    expect(await cli('publish', 'https://service.example.com/')).toBe('已发布：测试公司客服');
    const id = (await list(`?keyword=${encodeURIComponent('测试公司')}`)).list[0]?.id ?? '';
    expect(await cli('remove', id)).toBe('已删除：测试公司客服（https://service.example.com/）');
    expect((await list(`?keyword=${encodeURIComponent('测试公司')}`)).total).toBe(0);
    await expect(cli('remove', id)).rejects.toThrow(`没有找到网页资料 "${id}"`);
  });

  it('every link that is not http(s) is refused by the CLI, with the reason', async () => {
    const before = (await list()).total;
    const add = (url: string) =>
      cli('add', '--title', '坏链接', '--url', url, '--source', '某', '--category', '测试');
    await expect(add('javascript:alert(document.cookie)')).rejects.toThrow(
      '只接受 http:// 或 https:// 链接，不接受 javascript: 链接',
    );
    await expect(add('data:text/html;base64,PHNjcmlwdD4=')).rejects.toThrow('不接受 data: 链接');
    await expect(add('file:///etc/passwd')).rejects.toThrow('不接受 file: 链接');
    await expect(add('/index')).rejects.toThrow('不接受相对地址');
    await expect(add('http://')).rejects.toThrow('链接格式不正确');
    await expect(add('')).rejects.toThrow(CliError);
    expect((await list()).total).toBe(before);
  });

  it('imports JSON, CSV and YAML, matched by link; a bad file writes nothing and lists every problem', async () => {
    const json = write(
      'a.json',
      JSON.stringify([
        { title: '甲站', source: '甲', url: 'https://a.example.com/', category: '导入' },
        { title: '乙站', source: '乙', url: 'https://b.example.com/', category: '导入', published: false },
      ]),
    );
    expect(await cli('import', json)).toBe('导入完成。网页资料：新增 2，更新 0，未变 0');
    expect(await cli('import', json)).toBe('导入完成。网页资料：新增 0，更新 0，未变 2');
    const csv = write(
      'b.csv',
      '\uFEFF标题,来源,简介,链接,分类,排序,发布\n甲站（新）,甲,"含逗号, 和引号""",https://a.example.com/,导入,3,是\n丙站,丙,,http://c.example.com,导入,,\n',
    );
    expect(await cli('import', csv)).toBe('导入完成。网页资料：新增 1，更新 1，未变 0');
    const yaml = write(
      'c.yaml',
      'resources:\n  - title: 丁站\n    source: 丁\n    url: https://d.example.com\n    category: 导入\n    summary: 一段简介\n',
    );
    expect(await cli('import', yaml)).toBe('导入完成。网页资料：新增 1，更新 0，未变 0');
    const got = await list(`?category=${encodeURIComponent('导入')}`);
    expect(got.list.map((e) => [e.title, e.summary])).toEqual([
      // Equal order: by title's code points (丁 U+4E01 before 丙 U+4E19) on every database.
      ['丁站', '一段简介'],
      ['丙站', ''],
      ['甲站（新）', '含逗号, 和引号"'],
    ]);

    const bad = write(
      'bad.json',
      JSON.stringify([
        { title: '好的', source: '好', url: 'https://e.example.com/', category: '导入' },
        { title: '脚本', source: '坏', url: 'javascript:alert(1)', category: '导入' },
        { title: '数据', source: '坏', url: 'data:text/html,hi', category: '导入' },
        { title: '相对', source: '坏', url: 'index.html', category: '导入' },
        { title: '', source: '坏', url: 'https://f.example.com/', category: '导入' },
        { title: '重复', source: '好', url: 'https://e.example.com', category: '导入' },
        'not an entry',
      ]),
    );
    const error = await cli('import', bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebResourceImportError);
    expect((error as WebResourceImportError).problems).toEqual([
      'bad.json 第2条：只接受 http:// 或 https:// 链接，不接受 javascript: 链接',
      'bad.json 第3条：只接受 http:// 或 https:// 链接，不接受 data: 链接',
      'bad.json 第4条：链接须为以 http:// 或 https:// 开头的完整网址，不接受相对地址',
      'bad.json 第5条：缺少标题',
      'bad.json 第6条：链接与bad.json 第1条重复',
      'bad.json 第7条：应为一条网页资料（含标题、来源、链接、分类）',
    ]);
    expect((await list(`?keyword=${encodeURIComponent('好的')}`)).total).toBe(0);
    const badCsv = write('bad.csv', '标题,网站,链接\n甲,乙,file:///x\n');
    await expect(cli('import', badCsv)).rejects.toThrow(/不认识的列 网站[\s\S]*第2行：.*不接受 file: 链接/);
    await expect(cli('import', write('x.txt', 'x'))).rejects.toThrow('不支持的文件格式');
    await expect(cli('import', write('broken.yaml', 'a: [1'))).rejects.toThrow('YAML 格式有误');
  });

  it('a link stored behind the CLI’s back that is not http(s) is never served', async () => {
    await t()
      .database.db.insert(webResources)
      .values({ title: '被篡改', source: '某', url: 'javascript:alert(1)', category: '篡改' });
    expect((await list(`?keyword=${encodeURIComponent('被篡改')}`)).list).toEqual([]);
  });
});
