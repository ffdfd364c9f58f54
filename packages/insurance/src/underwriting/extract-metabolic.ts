// Blood pressure, glucose, BMI, lipids and uric acid: values read next to their labels, banded by the
// Chinese clinical cut-offs the rule table uses (hypertension grades, 中国成人 BMI, 血脂异常 guideline).
import type { FoundCondition } from './types.js';
import { negatedAt, numberAfter } from './text.js';

type Found = FoundCondition;

const firstWith = (sentences: string[], label: RegExp, gap?: number) => {
  for (const s of sentences) {
    const value = numberAfter(s, label, gap);
    if (value !== undefined) return { value, source: s };
  }
  return undefined;
};

/** A history mentioned in words ('高血压病史5年'), not denied ('否认高血压'). */
const history = (sentences: string[], word: RegExp) =>
  sentences.find((s) => {
    const at = s.search(word);
    return at >= 0 && !negatedAt(s, at);
  });

export function bloodPressure(sentences: string[]): Found | undefined {
  for (const s of sentences) {
    const match = /(血压|BP)[^0-9\n]{0,10}(\d{2,3})\s*\/\s*(\d{2,3})/i.exec(s);
    if (!match) continue;
    const [sys, dia] = [Number(match[2]), Number(match[3])];
    const band =
      sys >= 180 || dia >= 110
        ? 'grade_3'
        : sys >= 160 || dia >= 100
          ? 'grade_2'
          : sys >= 140 || dia >= 90
            ? 'grade_1'
            : 'normal';
    const sources = [s];
    const told = history(sentences, /高血压/);
    if (told && told !== s) sources.push(told);
    return {
      code: 'blood_pressure',
      band,
      summary: `血压 ${sys}/${dia} mmHg${told ? '（有高血压病史）' : ''}`,
      values: { systolic: sys, diastolic: dia },
      sources,
    };
  }
  const told = history(sentences, /高血压/);
  if (!told) return undefined;
  return {
    code: 'blood_pressure',
    band: 'history',
    summary: '高血压病史（未见血压数值）',
    values: {},
    sources: [told],
  };
}

/**
 * A glucose value without 空腹 ('血糖7.5', '血糖：6.5'): exam reports draw blood fasting and agents say
 * 血糖 for the fasting value, so it is banded by the fasting cut-offs and the summary says so. Not after
 * 餐后/随机/糖化/尿, and only right after the word (a value further on belongs to the next item).
 */
const BARE_GLUCOSE = /(?<!餐后|随机|糖化|小时|[0-9]h|尿|空腹)血(?:葡萄)?糖(?!控制|仪|试纸)/i;
/** Two hours after a meal or a 75 g glucose load (OGTT): the impaired-tolerance and diabetes cut-offs differ. */
const POST_LOAD =
  /餐后\s*(?:2\s*(?:小时|h))?\s*血(?:葡萄)?糖|(?:OGTT|糖耐量)[^0-9\n]{0,6}2\s*(?:小时|h)|2hPG/i;

/**
 * Glucose by the Chinese diabetes guideline's (and WHO's) plasma cut-offs: fasting 6.1 / 7.0 mmol/L,
 * two hours after a load 7.8 / 11.1, a random value ≥ 11.1 is diabetic (a lower random value says
 * nothing), HbA1c 6.0 / 6.5 %; poor control from fasting ≥ 10 or HbA1c ≥ 8.
 */
export function glucose(sentences: string[]): Found | undefined {
  const labelled = firstWith(sentences, /空腹血糖|空腹血葡萄糖|空腹葡萄糖|FPG|GLU(?!\w)/i);
  const bare = labelled ? undefined : firstWith(sentences, BARE_GLUCOSE, 5);
  const fasting = labelled ?? (bare && bare.value >= 2 && bare.value <= 35 ? bare : undefined);
  const post = firstWith(sentences, POST_LOAD);
  const randomValue = firstWith(sentences, /随机血(?:葡萄)?糖/);
  const random = randomValue && randomValue.value >= 11.1 ? randomValue : undefined;
  const a1c = firstWith(sentences, /糖化血红蛋白|HbA1c|HBA1C|糖化/i, 16);
  const told = history(sentences, /糖尿病/);
  if (!fasting && !post && !random && !a1c && !told) return undefined;
  const fpg = fasting?.value;
  const pg2h = post?.value;
  const hb = a1c?.value;
  const poor = (fpg ?? 0) >= 10 || (hb ?? 0) >= 8;
  const diabetic =
    (fpg ?? 0) >= 7 || (hb ?? 0) >= 6.5 || (pg2h ?? 0) >= 11.1 || random !== undefined || told !== undefined;
  const impaired = (fpg ?? 0) >= 6.1 || (hb ?? 0) >= 6 || (pg2h ?? 0) >= 7.8;
  const band = poor ? 'diabetes_poor' : diabetic ? 'diabetes' : impaired ? 'impaired' : 'normal';
  const values: Found['values'] = {};
  const parts: string[] = [];
  if (fpg !== undefined) {
    values.fastingGlucose = fpg;
    parts.push(
      fasting === labelled ? `空腹血糖 ${fpg} mmol/L` : `血糖 ${fpg} mmol/L（未注明空腹，按空腹值判断）`,
    );
  }
  if (pg2h !== undefined) {
    values.postLoadGlucose = pg2h;
    parts.push(`餐后2小时血糖 ${pg2h} mmol/L`);
  }
  if (random) {
    values.randomGlucose = random.value;
    parts.push(`随机血糖 ${random.value} mmol/L`);
  }
  if (hb !== undefined) {
    values.hba1c = hb;
    parts.push(`糖化血红蛋白 ${hb}%`);
  }
  if (told) parts.push('糖尿病病史');
  const sources = [fasting?.source, post?.source, random?.source, a1c?.source, told].filter(
    (s): s is string => s !== undefined,
  );
  return { code: 'glucose', band, summary: parts.join('，'), values, sources: [...new Set(sources)] };
}

/** BMI from its own line, else from height (cm) and weight (kg). */
export function bmi(sentences: string[]): Found | undefined {
  const stated = firstWith(sentences, /BMI|体重指数/i);
  const height = firstWith(sentences, /身高/);
  const weight = firstWith(sentences, /体重(?!指数)/);
  let value = stated?.value;
  const sources = stated ? [stated.source] : [];
  if (value === undefined && height && weight && height.value > 100 && height.value < 230) {
    value = Math.round((weight.value / (height.value / 100) ** 2) * 10) / 10;
    sources.push(...new Set([height.source, weight.source]));
  }
  if (value === undefined || value < 10 || value > 80) return undefined;
  return bmiCondition(value, sources);
}

export function bmiCondition(value: number, sources: string[]): Found {
  const band =
    value < 18.5
      ? 'underweight'
      : value < 24
        ? 'normal'
        : value < 28
          ? 'overweight'
          : value < 32
            ? 'obese'
            : 'obese_severe';
  return { code: 'bmi', band, summary: `BMI ${value}`, values: { bmi: value }, sources };
}

export function lipids(sentences: string[]): Found | undefined {
  const tc = firstWith(sentences, /总胆固醇|(?<![A-Z])TC(?![A-Z])|CHOL/i);
  const tg = firstWith(sentences, /甘油三酯|(?<![A-Z])TG(?![A-Z])/i);
  const ldl = firstWith(sentences, /低密度脂蛋白(胆固醇)?|LDL-?C?/i);
  if (!tc && !tg && !ldl) return undefined;
  const [c, g, l] = [tc?.value ?? 0, tg?.value ?? 0, ldl?.value ?? 0];
  const band =
    c >= 7.8 || g >= 5.6 || l >= 4.9 ? 'very_high' : c >= 6.2 || g >= 2.3 || l >= 4.1 ? 'high' : 'normal';
  const values: Found['values'] = {};
  const parts: string[] = [];
  for (const [key, label, found] of [
    ['tc', '总胆固醇', tc],
    ['tg', '甘油三酯', tg],
    ['ldl', '低密度脂蛋白', ldl],
  ] as const) {
    if (!found) continue;
    values[key] = found.value;
    parts.push(`${label} ${found.value} mmol/L`);
  }
  const sources = [tc?.source, tg?.source, ldl?.source].filter((s): s is string => s !== undefined);
  return { code: 'lipids', band, summary: parts.join('，'), values, sources: [...new Set(sources)] };
}

export function uricAcid(sentences: string[]): Found | undefined {
  const measured = firstWith(sentences, /血尿酸|尿酸(?!酶)|(?<![A-Z])UA(?![A-Z])/i);
  const gout = history(sentences, /痛风/);
  if (!measured && !gout) return undefined;
  const v = measured?.value;
  const band = gout ? 'gout' : (v ?? 0) >= 540 ? 'very_high' : (v ?? 0) > 420 ? 'high' : 'normal';
  const parts = [v === undefined ? '' : `尿酸 ${v} μmol/L`, gout ? '痛风' : ''].filter(Boolean);
  const sources = [measured?.source, gout].filter((s): s is string => s !== undefined);
  return {
    code: 'uric_acid',
    band,
    summary: parts.join('，'),
    values: v === undefined ? {} : { uricAcid: v },
    sources: [...new Set(sources)],
  };
}
