import {
  CONDITION_LABELS,
  extractConditions,
  unreadableReason,
  type FoundCondition,
} from '@broker/insurance';
import type { AttachedFile } from '../attached-file.js';
import { clip } from '../format.js';
import { PRODUCT_PAGE_SIZE, productPage } from '../tools/product-card.js';
import type { KnowledgeBase } from '../types.js';
import { PRODUCT_END_TIPS, type AnswerBuilder, type ComposeInput } from './answer.js';
import { composeUnderwriting } from './underwriting.js';

/** Brackets and spaces as OCR and PDFs write them, so a product's name matches its printed form. */
const plain = (text: string) => text.replace(/（/g, '(').replace(/）/g, ')').replace(/\s+/g, '');
/** The name without its version label ('（2021版）'): a document may name the product without it. */
const unversioned = (name: string) => plain(name).replace(/\([^)]*\)$/, '');

/**
 * Catalogue products a file names (a policy, a brochure, a proposal), in the catalogue's order. Full
 * names first, longest first, each taken out of the text once found, so the words inside it ('启元安佑',
 * another version's name) do not name a second product; then a name printed without its version label
 * (every version of it); then aliases of four characters or more.
 */
export function productsInText(kb: Pick<KnowledgeBase, 'products'>, text: string): string[] {
  let rest = plain(text);
  const found = new Set<string>();
  const take = (code: string, words: string) => {
    found.add(code);
    rest = rest.split(words).join('|');
  };
  const longestFirst = [...kb.products].sort((a, b) => b.name.length - a.name.length);
  for (const p of longestFirst) if (rest.includes(plain(p.name))) take(p.code, plain(p.name));
  const versionless = longestFirst.filter((p) => !found.has(p.code) && rest.includes(unversioned(p.name)));
  for (const p of versionless) found.add(p.code);
  for (const p of versionless) rest = rest.split(unversioned(p.name)).join('|');
  for (const p of kb.products)
    for (const alias of p.aliases) if (alias.length >= 4 && rest.includes(plain(alias))) found.add(p.code);
  return kb.products.filter((p) => found.has(p.code)).map((p) => p.code);
}

/** What each file gave: a line for a file not (yet) read, the conditions and products of the others. */
function readFiles(kb: KnowledgeBase, files: readonly AttachedFile[]) {
  const notes: string[] = [];
  const found: { condition: FoundCondition; origin: string }[] = [];
  const products: string[] = [];
  let readable = 0;
  for (const file of files) {
    if (file.status === 'queued' || file.status === 'running') {
      const stage = file.stage ? `，${file.stage}` : '';
      notes.push(
        `- 「${file.name}」仍在识别中（已完成${file.progress ?? 0}%${stage}），识别完成后点“重新生成”或再问一次，即可结合它作答。`,
      );
      continue;
    }
    if (file.status === 'failed') {
      notes.push(`- 「${file.name}」未能识别：${file.reason ?? '读取失败'}。`);
      continue;
    }
    const text = file.text ?? '';
    const unreadable = unreadableReason(text);
    for (const code of productsInText(kb, text)) if (!products.includes(code)) products.push(code);
    if (unreadable) {
      // A foreign-language policy may still name a product; only its health facts are unread.
      notes.push(`- 「${file.name}」${unreadable}。`);
      continue;
    }
    readable += 1;
    for (const condition of extractConditions(text)) found.push({ condition, origin: file.name });
  }
  return { notes, found, products, readable };
}

/** Each condition read, citing the file and the sentence (as the underwriting report does). */
const citation = ({ condition, origin }: { condition: FoundCondition; origin: string }) =>
  `- ${condition.summary}（「${origin}」：“${clip(condition.sources[0] ?? '', 60)}”）`;

/**
 * A question with files (spec §7 fileInfos, issue 15): the conditions read in them judged per product
 * kind by the same rule table and composer as a health question in words; catalogue products they name
 * as `product_file_list`; a file still being read said so with its progress, never silently left out.
 * Without anything usable in the files the question is answered as usual, after saying what the files
 * gave. `composeQuestion` answers the question as if no file were attached.
 */
export function composeWithFiles(
  input: ComposeInput,
  composeQuestion: (input: ComposeInput) => AnswerBuilder,
): AnswerBuilder {
  const { kb, understanding: u } = input;
  const files = input.request.files ?? [];
  const { notes, found, products, readable } = readFiles(kb, files);
  // Files from one customer may repeat a condition: the first file's reading is kept and cited.
  const seen = new Set<string>();
  const distinct = found.filter(({ condition: c }) => !seen.has(c.code) && seen.add(c.code));
  const answer =
    distinct.length > 0
      ? composeUnderwriting(
          input,
          distinct.map((f) => f.condition),
        )
      : composeQuestion(input);

  const lead: string[] = [];
  if (distinct.length > 0) lead.push('从附件中读到：', ...distinct.map(citation));
  else if (readable > 0 && products.length === 0)
    lead.push(
      `附件中没有找到核保关注的检查结果（如${Object.values(CONDITION_LABELS).slice(0, 4).join('、')}），也没有找到产品库中的产品。`,
    );
  if (notes.length > 0) lead.push(...(lead.length > 0 ? [''] : []), ...notes);
  if (lead.length > 0) answer.lead(lead.join('\n'));

  if (products.length > 0) {
    const page = productPage(kb, products, 1, PRODUCT_PAGE_SIZE, u.entities);
    answer.text('', `附件中提到的产品（${products.length}款）：`);
    answer.products('product_file_list', page.items, page.pages, products);
    answer.productEndTips = PRODUCT_END_TIPS;
    // '这款保什么' next refers to them, as to any listed product.
    answer.lock(products);
  }
  return answer;
}
