import type { Product } from '@broker/contract';
import type { ProductMention } from '../conversation-types.js';
import { normalizeName } from './product-names.js';
import { pickOrdinal, type References } from './references.js';

const OLD_VERSION = /老版|旧版|老款|旧款|停售的|以前的|之前的|老的/;
const NEW_VERSION = /新版|新款|最新|在售|现在卖|新的|现行/;
/** Words a reply to 'which one?' wraps the choice in ('就第二个吧', '我要老版的'). */
const FILLER = /就|要|选|是|用|那个|那款|这个|这款|的|吧|呢|啊|哈|好|我|嗯|一下|那|[。，,.!！?？~\s]/g;

export interface PendingPick {
  code: string;
  /** The reply is nothing but the choice: it continues the question that asked. */
  onlyChoice: boolean;
}

/**
 * Resolves a reply to a choose card: an ordinal ('第二个'), a product named in the reply, one of the
 * ambiguous candidates that is on the card, a version word ('老版的', '2021'), or a piece of one
 * candidate's name ('青春版').
 */
export function pickPending(
  text: string,
  pending: readonly string[],
  mentions: readonly ProductMention[],
  ambiguousCandidates: readonly string[],
  refs: References,
  productsByCode: ReadonlyMap<string, Product>,
): PendingPick | undefined {
  const t = normalizeName(text);
  const consumed: string[] = [];
  let code: string | undefined = pickOrdinal(pending, refs.ordinal);
  if (code && refs.ordinalText) consumed.push(normalizeName(refs.ordinalText));
  if (!code) {
    const named = mentions.find((m) => pending.includes(m.code));
    if (named) {
      code = named.code;
      consumed.push(named.text);
    }
  }
  if (!code) {
    const both = ambiguousCandidates.filter((c) => pending.includes(c));
    if (both.length === 1) code = both[0];
  }
  const onSale = (c: string): boolean => productsByCode.get(c)?.onSale ?? false;
  const names = pending.map((c) => normalizeName(productsByCode.get(c)?.name ?? ''));
  if (!code) {
    const year = /20\d\d/.exec(t)?.[0];
    const byYear = year ? pending.filter((_, i) => names[i]?.includes(year)) : [];
    const old = OLD_VERSION.exec(t);
    const fresh = NEW_VERSION.exec(t);
    const byOld = old ? pending.filter((c) => !onSale(c)) : [];
    const byNew = fresh ? pending.filter(onSale) : [];
    for (const [list, word] of [
      [byYear, year],
      [byOld, old?.[0]],
      [byNew, fresh?.[0]],
    ] as const) {
      if (list.length === 1 && word) {
        code = list[0];
        consumed.push(word);
        break;
      }
    }
  }
  if (!code) {
    const core = t.replace(FILLER, '');
    const byPiece = core.length >= 2 ? pending.filter((_, i) => names[i]?.includes(core)) : [];
    if (byPiece.length === 1) {
      code = byPiece[0];
      consumed.push(core);
    }
  }
  if (!code) return undefined;
  let rest = t;
  for (const piece of consumed) rest = rest.replace(piece, '');
  rest = rest.replace(FILLER, '').replace(/20\d\d|版/g, '');
  return { code, onlyChoice: rest.length <= 1 };
}
