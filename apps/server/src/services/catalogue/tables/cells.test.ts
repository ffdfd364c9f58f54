import { describe, expect, it } from 'vitest';
import { boolCell, dateCell, intCell, linesCell, numberCell, ratioCell, tokensCell } from './cells.js';
import { parseCsv, writeCsv, decodeCsv } from './csv.js';

describe('spreadsheet cells', () => {
  it('numbers as people type them', () => {
    expect(numberCell.read(12.5)).toEqual({ ok: true, value: 12.5 });
    expect(numberCell.read(' 1,000,000 ')).toEqual({ ok: true, value: 1_000_000 });
    expect(numberCell.read('１２３')).toEqual({ ok: true, value: 123 });
    expect(numberCell.read(null)).toEqual({ ok: true, value: undefined });
    expect(numberCell.read('1,2,3')).toEqual({ ok: false, message: '须为数字，而不是「1,2,3」' });
    expect(numberCell.read('35%')).toEqual({ ok: false, message: '须为数字，而不是「35%」' });
    expect(ratioCell.read('35%')).toEqual({ ok: true, value: 0.35 });
    expect(ratioCell.read('0.35')).toEqual({ ok: true, value: 0.35 });
  });

  it('whole numbers', () => {
    expect(intCell.read('18')).toEqual({ ok: true, value: 18 });
    expect(intCell.read(18.5)).toEqual({ ok: false, message: '须为整数，而不是「18.5」' });
    expect(intCell.read('十八')).toEqual({ ok: false, message: '须为整数，而不是「十八」' });
  });

  it('yes/no, dates, lists', () => {
    expect(boolCell.read('是')).toEqual({ ok: true, value: true });
    expect(boolCell.read('N')).toEqual({ ok: true, value: false });
    expect(boolCell.read('也许')).toEqual({ ok: false, message: '须为“是”或“否”，而不是「也许」' });
    expect(dateCell.read('2024/5/1')).toEqual({ ok: true, value: '2024-05-01' });
    expect(dateCell.read(new Date(Date.UTC(2024, 4, 1)))).toEqual({ ok: true, value: '2024-05-01' });
    expect(dateCell.read('五月')).toMatchObject({ ok: false });
    expect(tokensCell().read('a；b;c、d, e')).toEqual({ ok: true, value: ['a', 'b', 'c', 'd', 'e'] });
    expect(tokensCell().write(['a', 'b'])).toBe('a；b');
    expect(linesCell.read('赔付100%；含轻症\r\n豁免')).toEqual({
      ok: true,
      value: ['赔付100%；含轻症', '豁免'],
    });
  });
});

describe('CSV', () => {
  it('reads quotes, doubled quotes and line breaks inside fields, with their line numbers', () => {
    const parsed = parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",3\n');
    expect(parsed).toEqual({
      rows: [
        ['a', 'b'],
        ['x, y', 'say "hi"'],
        ['two\nlines', '3'],
      ],
      lines: [1, 2, 3],
    });
    expect(parseCsv('a\n"open')).toEqual({ error: '第2行：引号没有闭合' });
  });

  it('writes UTF-8 with a byte-order mark, which reads back the same', () => {
    const bytes = writeCsv([
      ['代码', '说明'],
      ['A', '含,逗号与"引号"\n和换行'],
      [1.5, null],
    ]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = parseCsv(decodeCsv(bytes));
    expect(parsed).toMatchObject({
      rows: [
        ['代码', '说明'],
        ['A', '含,逗号与"引号"\n和换行'],
        ['1.5', ''],
      ],
    });
  });
});
