import type { HealthNotice, HealthNoticeAsk } from '@broker/contract';
import { cellText, type Codec } from './cells.js';

/**
 * A product's health notice in one cell (decision 044), one question a line, like highlights:
 * "问题｜thyroid_nodule=tirads_4a,tirads_4bc；lung_nodule" — after the bar, what the question asks about
 * (condition codes, each with the bands it covers; a bare code asks about every abnormal band). A
 * question without a bar asks about nothing the pre-underwriting vocabulary has (住院、手术 …). Codes and
 * bands are checked with the product, so a wrong one is reported at this cell.
 */
const BAR = /[｜|]/;
const ITEMS = /[；;]/;
const BANDS = /[,，、]/;

function readAsk(item: string): HealthNoticeAsk | undefined {
  const [condition = '', bands, extra] = item.split('=').map((p) => p.trim());
  if (condition === '' || extra !== undefined) return undefined;
  if (bands === undefined) return { condition } as HealthNoticeAsk;
  const list = bands.split(BANDS).map((b) => b.trim());
  if (list.some((b) => b === '')) return undefined;
  return { condition, bands: list } as HealthNoticeAsk;
}

function readLine(line: string): HealthNotice[number] | undefined {
  const parts = line.split(BAR);
  const spec = parts.length > 1 ? (parts.pop() ?? '') : '';
  const question = parts.join('｜').trim();
  const asks: HealthNoticeAsk[] = [];
  for (const item of spec.split(ITEMS).filter((i) => i.trim() !== '')) {
    const ask = readAsk(item);
    if (!ask) return undefined;
    asks.push(ask);
  }
  return { question, asks };
}

export const healthNoticeCell: Codec<HealthNotice> = {
  read(cell) {
    const text = cellText(cell);
    if (text === undefined) return { ok: true, value: undefined };
    const notice: HealthNotice = [];
    for (const line of text.split(/\r?\n/).filter((l) => l.trim() !== '')) {
      const question = readLine(line);
      if (!question)
        return {
          ok: false,
          message: `每行须为「问题｜情况代码=分档,分档；情况代码」的形式，而不是「${line.trim().slice(0, 30)}」`,
        };
      notice.push(question);
    }
    return { ok: true, value: notice };
  },
  write: (notice) =>
    notice && notice.length > 0
      ? notice
          .map((q) =>
            q.asks.length === 0
              ? q.question
              : `${q.question}｜${q.asks.map((a) => (a.bands ? `${a.condition}=${a.bands.join(',')}` : a.condition)).join('；')}`,
          )
          .join('\n')
      : null,
};
