/** A plan or version named the way agents say it ('升级计划', '标准版', '尊享方案'). */
const PLAN = /(标准|基础|升级|全面|尊享|高端|普通部|特需部|家庭基础|成人升级|家庭|成人)(?:计划|方案|版|款)/g;
/** When an annuity starts paying ('65岁开始领', '60周岁起领'). */
const START = /(\d{2})(?:周)?岁(?:开始)?(?:领|起领)/g;

/**
 * The plan-like choices a question names, written as the catalogue writes option labels
 * ('升级版' → '升级计划', '65岁开始领' → '65周岁起领'). A product's factor takes the option whose label
 * starts with one of them; products without such an option ignore them.
 */
export function extractChoices(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(PLAN)) out.add(`${m[1]}计划`);
  for (const m of text.matchAll(START)) out.add(`${m[1]}周岁起领`);
  return [...out];
}
