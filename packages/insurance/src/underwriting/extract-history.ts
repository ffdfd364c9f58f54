// ECG findings, cancer history and pregnancy: words rather than values.
import type { FoundCondition } from './types.js';
import { negatedAt } from './text.js';

type Found = FoundCondition;

const ECG_MAJOR =
  /房颤|心房颤动|心房扑动|完全性左束支传导阻滞|(II|III|二|三)度(I型|II型)?房室传导阻滞|病理性Q波|心肌梗死|陈旧性心梗|室性心动过速|预激综合征|心肌缺血/;
const ECG_ST_T =
  /ST-?T改变|ST段(压低|抬高|改变)|T波(低平|倒置|改变)|频发(室性|房性)?早搏|频发期前收缩|左心室高电压/;
const ECG_MINOR =
  /窦性心动过缓|窦性心动过速|窦性心律不齐|不完全性右束支传导阻滞|偶发(室性|房性)?早搏|偶发期前收缩|电轴[左右]偏|(I|一)度房室传导阻滞|低电压/;

/** Abnormal ECG: sentences about the ECG with a finding; the worst finding bands it. */
export function ecg(sentences: string[]): Found | undefined {
  const about = sentences.filter((s) => /心电图|ECG|EKG/i.test(s) || ECG_MAJOR.test(s) || ECG_ST_T.test(s));
  let worst: { band: Found['band']; finding: string; source: string } | undefined;
  const rank = { minor: 1, st_t: 2, major: 3 } as Record<string, number>;
  for (const s of about) {
    for (const [band, pattern] of [
      ['major', ECG_MAJOR],
      ['st_t', ECG_ST_T],
      ['minor', ECG_MINOR],
    ] as const) {
      const match = pattern.exec(s);
      if (!match || negatedAt(s, match.index)) continue;
      if (!worst || (rank[band] ?? 0) > (rank[worst.band] ?? 0))
        worst = { band, finding: match[0], source: s };
    }
  }
  if (!worst) return undefined;
  return {
    code: 'ecg',
    band: worst.band,
    summary: `心电图：${worst.finding}`,
    values: { finding: worst.finding },
    sources: [worst.source],
  };
}

const CANCER = /(原位癌|恶性肿瘤|[^防抗筛]癌(?!胚|症筛查|前病变)|肉瘤|淋巴瘤|白血病|恶性)/;

/** Cancer history: a cancer named with history words (术后/确诊/病史/化疗…), not denied or screened. */
export function cancerHistory(sentences: string[]): Found | undefined {
  for (const s of sentences) {
    const match = CANCER.exec(s);
    if (!match) continue;
    if (negatedAt(s, match.index + 1) || /否认|筛查|排除|未见/.test(s.slice(0, match.index + 2))) continue;
    // Report wording (术后, 确诊…) and how an agent tells it in the chat ('得过乳腺癌', '三年前甲状腺癌').
    if (!/(病史|术后|切除|确诊|诊断|既往|化疗|放疗|靶向|患|治疗|得|曾|有过|以前|之前|年前|康复|痊愈)/.test(s))
      continue;
    const inSitu = /原位癌/.test(s);
    const named = /([\u4e00-\u9fa5]{1,6}(原位癌|癌|肉瘤|淋巴瘤|白血病))/.exec(s)?.[1] ?? match[0];
    // The words before the cancer's organ that tell when or that it was had ('三年前', '得过'): not its name.
    const name = named.replace(/^.*(?:得|患|有|曾|过|前|后|的|了|是)(?=.{2})/, '');
    return {
      code: 'cancer_history',
      band: inSitu ? 'in_situ' : 'malignant',
      summary: `恶性肿瘤病史：${name}`,
      values: { cancer: name },
      sources: [s],
    };
  }
  return undefined;
}

export function pregnancy(sentences: string[]): Found | undefined {
  for (const s of sentences) {
    const match = /妊娠|怀孕|早孕|宫内孕|孕\s*\d+\s*(\+\s*\d+)?\s*周|孕[早中晚]?期|孕妇/.exec(s);
    if (!match || negatedAt(s, match.index) || /未孕|否认|妊娠史|产后|流产/.test(s)) continue;
    const weeks = /(?:孕|妊娠)\s*(\d{1,2})\s*(?:\+\s*\d)?\s*周/.exec(s)?.[1];
    // As agents tell it: '怀孕5个月' (about 4.3 weeks a month).
    const months = /(?:怀孕|孕|妊娠)\s*(\d{1,2}|[一二三四五六七八九十])\s*个多?月/.exec(s)?.[1];
    const monthCount =
      months === undefined
        ? undefined
        : /\d/.test(months)
          ? Number(months)
          : '一二三四五六七八九十'.indexOf(months) + 1;
    const w =
      weeks !== undefined
        ? Number(weeks)
        : monthCount !== undefined
          ? Math.floor(monthCount * 4.3)
          : undefined;
    // 孕晚期 is week 28 on; 孕早期 and 孕中期 end before it: the band is known, the week is not.
    const trimester = /孕([早中晚])期/.exec(s)?.[1];
    if (w === undefined && trimester !== undefined)
      return {
        code: 'pregnancy',
        band: trimester === '晚' ? 'ge_28w' : 'lt_28w',
        summary: `妊娠（孕${trimester}期）`,
        values: {},
        sources: [s],
      };
    return {
      code: 'pregnancy',
      band: w === undefined ? 'unspecified' : w >= 28 ? 'ge_28w' : 'lt_28w',
      summary: w === undefined ? '妊娠（孕周未注明）' : `妊娠 ${w} 周`,
      values: w === undefined ? {} : { weeks: w },
      sources: [s],
    };
  }
  return undefined;
}
