import { describe, expect, it } from 'vitest';
import { checkWebUrl, webResourceInputSchema } from './web-resource.js';

const refused = (raw: string) => {
  const checked = checkWebUrl(raw);
  if (checked.ok) throw new Error(`${raw} was accepted as ${checked.url}`);
  return checked.reason;
};

describe('checkWebUrl: only absolute http(s) links', () => {
  it('accepts http and https addresses and normalises them', () => {
    expect(checkWebUrl('https://www.nfra.gov.cn')).toEqual({ ok: true, url: 'https://www.nfra.gov.cn/' });
    expect(checkWebUrl('  http://www.pbc.gov.cn/  ')).toEqual({ ok: true, url: 'http://www.pbc.gov.cn/' });
    expect(checkWebUrl('HTTPS://WWW.IACHINA.CN/a?b=1#c')).toEqual({
      ok: true,
      url: 'https://www.iachina.cn/a?b=1#c',
    });
    // Chinese paths and domains are fine; the browser would encode them the same way.
    expect(checkWebUrl('https://例子.中国/保险法')).toMatchObject({ ok: true });
  });

  it('refuses script, data, file and other schemes, naming the scheme', () => {
    expect(refused('javascript:alert(1)')).toBe('只接受 http:// 或 https:// 链接，不接受 javascript: 链接');
    expect(refused('JavaScript:alert(1)')).toContain('javascript:');
    expect(refused('data:text/html,<script>alert(1)</script>')).toContain('data:');
    expect(refused('file:///etc/passwd')).toContain('file:');
    expect(refused('vbscript:msgbox')).toContain('vbscript:');
    expect(refused('ftp://ftp.example.com/')).toContain('ftp:');
    expect(refused('mailto:a@b.cn')).toContain('mailto:');
  });

  it('refuses relative, protocol-relative and malformed addresses', () => {
    for (const raw of ['/webResource', 'www.nfra.gov.cn', '//evil.example.com/x', '../a', '#top']) {
      expect(refused(raw)).toBe('链接须为以 http:// 或 https:// 开头的完整网址，不接受相对地址');
    }
    expect(refused('http://')).toMatch(/链接格式不正确/);
    expect(refused('https:///path-only')).toMatch(/链接格式不正确/);
    expect(refused('https:nfra.gov.cn')).toMatch(/链接格式不正确/);
    expect(refused('http://[::1')).toMatch(/链接格式不正确/);
    expect(refused('')).toBe('链接不能为空');
    expect(refused('   ')).toBe('链接不能为空');
  });

  it('refuses hidden tricks: whitespace or control characters inside, credentials, huge links', () => {
    expect(refused('java\nscript:alert(1)')).toBe('链接中不能有空格、换行或控制字符');
    expect(refused('https://exa mple.com/')).toBe('链接中不能有空格、换行或控制字符');
    expect(refused('https://www.nfra.gov.cn/\u0000')).toBe('链接中不能有空格、换行或控制字符');
    expect(refused('https://user:pw@www.nfra.gov.cn/')).toBe('链接中不能包含用户名或密码');
    expect(refused(`https://a.cn/${'x'.repeat(2000)}`)).toMatch(/链接过长/);
  });
});

describe('webResourceInputSchema', () => {
  const entry = {
    title: ' 国家金融监督管理总局 ',
    source: '国家金融监督管理总局',
    url: 'https://www.nfra.gov.cn',
    category: '监管政策',
  };

  it('fills defaults and normalises the link', () => {
    expect(webResourceInputSchema.parse(entry)).toEqual({
      title: '国家金融监督管理总局',
      source: '国家金融监督管理总局',
      summary: '',
      url: 'https://www.nfra.gov.cn/',
      category: '监管政策',
      order: 0,
      published: true,
    });
  });

  it('says in Chinese what is missing or wrong', () => {
    const issues = (value: object) =>
      webResourceInputSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ ...entry, url: 'javascript:alert(1)' })).toEqual([
      '只接受 http:// 或 https:// 链接，不接受 javascript: 链接',
    ]);
    expect(issues({ ...entry, title: '  ' })).toEqual(['缺少标题']);
    expect(issues({ ...entry, category: 'x'.repeat(21) })).toEqual(['分类过长（最多 20 个字符）']);
    expect(issues({ ...entry, order: '1.5' })).toEqual(['排序须为整数']);
    expect(issues({ title: '甲', source: '乙', category: '丙' })).toEqual(['缺少链接']);
  });
});
