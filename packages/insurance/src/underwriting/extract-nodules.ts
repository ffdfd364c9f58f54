// Nodules (thyroid, breast, lung) and hepatitis B from a report's sentences.
import type { FoundCondition } from './types.js';
import { largestSizeMm, negatedAt, numberAfter, radsBand, radsGrade } from './text.js';

type Found = FoundCondition;

/** Nodule sentences of an organ: the organ and 结节/肿块/占位 in one sentence, not denied. */
function noduleSentences(sentences: string[], organ: RegExp): string[] {
  return sentences.filter((s) => {
    const organAt = s.search(organ);
    if (organAt < 0) return false;
    const nodule = /(结节|肿块|占位|RADS)/i.exec(s.slice(organAt));
    return nodule !== null && !negatedAt(s, organAt + nodule.index);
  });
}

/** The worst (highest grade, then largest) nodule of an organ across its sentences. */
function worstRads(sentences: string[], name: 'TI' | 'BI') {
  let grade: string | undefined;
  let size: number | undefined;
  for (const s of sentences) {
    const g = radsGrade(s, name);
    if (g !== undefined && (grade === undefined || g.localeCompare(grade) > 0)) grade = g;
    const mm = largestSizeMm(s);
    if (mm !== undefined && (size === undefined || mm > size)) size = mm;
  }
  return { grade, size };
}

function radsCondition(
  code: 'thyroid_nodule' | 'breast_nodule',
  sentences: string[],
  organ: RegExp,
): Found | undefined {
  const found = noduleSentences(sentences, organ);
  if (found.length === 0) return undefined;
  const name = code === 'thyroid_nodule' ? 'TI' : 'BI';
  const { grade, size } = worstRads(found, name);
  const band = radsBand(grade);
  const prefix = name === 'TI' ? 'tirads' : 'birads';
  const label = code === 'thyroid_nodule' ? '甲状腺结节' : '乳腺结节';
  const values: Found['values'] = {};
  if (grade !== undefined) values.grade = grade;
  if (size !== undefined) values.sizeMm = size;
  const parts = [grade === undefined ? '未注明分级' : `${name}-RADS ${grade}类`];
  if (size !== undefined) parts.push(`最大径${size} mm`);
  return {
    code,
    band: band === undefined ? 'ungraded' : (`${prefix}_${band}` as Found['band']),
    summary: `${label} ${parts.join('，')}`,
    values,
    sources: found,
  };
}

export function thyroidNodule(sentences: string[]): Found | undefined {
  return radsCondition('thyroid_nodule', sentences, /甲状腺/);
}

export function breastNodule(sentences: string[]): Found | undefined {
  return radsCondition('breast_nodule', sentences, /乳腺|乳房|[左右双]乳|钼靶/);
}

export function lungNodule(sentences: string[]): Found | undefined {
  const found = noduleSentences(sentences, /肺/);
  if (found.length === 0) return undefined;
  const { size } = worstRads(found, 'TI');
  const glass = found.some((s) => /磨玻璃|GGO/i.test(s));
  const band =
    size === undefined
      ? 'unsized'
      : size < 6
        ? 'lt_6mm'
        : size <= 8
          ? '6_8mm'
          : size < 15
            ? '8_15mm'
            : 'ge_15mm';
  const values: Found['values'] = {};
  if (size !== undefined) values.sizeMm = size;
  if (glass) values.groundGlass = '磨玻璃';
  const summary = `肺结节${glass ? '（磨玻璃）' : ''} ${size === undefined ? '未注明大小' : `最大径${size} mm`}`;
  return { code: 'lung_nodule', band, summary, values, sources: found };
}

/** The first result word after a marker: positive only if that word is (OCR drops the separators). */
const RESULT = /(阳性|阴性|\(\+\)|（\+）|\(-\)|（-）|\+|POS|NEG|positive|negative)/i;
const isPositive = (after: string) => {
  const word = RESULT.exec(after.slice(0, 12))?.[1] ?? '';
  return /阳|\+|POS/i.test(word);
};

/** Whether a marker is reported positive somewhere: '乙肝表面抗原(HBsAg) 阳性', 'HBsAg(+)'. */
function markerPositive(sentences: string[], marker: RegExp): string | undefined {
  for (const s of sentences) {
    for (const match of s.matchAll(new RegExp(marker.source, 'gi'))) {
      const after = s.slice((match.index ?? 0) + match[0].length);
      if (isPositive(after.replace(/^\s*[\d.]+\s*(IU\/m[lL]|COI|S\/CO|PEIU\/ml)?/i, ''))) return s;
    }
  }
  return undefined;
}

/** HBV-DNA in IU/mL ('1.2x10^5', '1.2E+05', '<500' → below detection counts as 0). */
function hbvDna(sentences: string[]): { value: number; source: string } | undefined {
  for (const s of sentences) {
    const match =
      /HBV[-\s]?DNA[^0-9<低未]{0,16}(<|低于|未检出)?\s*(\d+(?:\.\d+)?)?\s*(?:(?:x|\*)\s*10\s*\^?\s*(\d+)|E\+?(\d+))?/i.exec(
        s,
      );
    if (!match) continue;
    if (match[1] === '未检出' || match[1] === '低于' || match[1] === '<') return { value: 0, source: s };
    if (match[2] === undefined) continue;
    const power = Number(match[3] ?? match[4] ?? 0);
    return { value: Number(match[2]) * 10 ** power, source: s };
  }
  return undefined;
}

const ALT = /ALT|谷丙转氨酶|丙氨酸氨基转移酶/i;
const AST = /AST|谷草转氨酶|天门冬氨酸氨基转移酶/i;

/** Hepatitis B: the markers (大三阳/小三阳), HBV-DNA, and the liver function read with them. */
export function hepatitisB(sentences: string[]): Found | undefined {
  const named = sentences.find((s) => /大三阳|小三阳|乙肝(病毒)?携带|慢性乙(型)?肝炎|乙肝病史/.test(s));
  const surface = markerPositive(sentences, /HBsAg|乙肝表面抗原|表面抗原/);
  if (!named && !surface) return undefined;
  const eAntigen = markerPositive(sentences, /HBeAg|e抗原(?!抗体)/);
  const da = /大三阳/.test(named ?? '') || eAntigen !== undefined;
  const sources = [named, surface, eAntigen].filter((s): s is string => s !== undefined);
  const values: Found['values'] = { markers: da ? '大三阳' : '小三阳/携带' };
  const dna = hbvDna(sentences);
  if (dna) {
    values.hbvDna = dna.value;
    sources.push(dna.source);
  }
  for (const [key, label] of [
    ['alt', ALT],
    ['ast', AST],
  ] as const) {
    const s = sentences.find((x) => numberAfter(x, label) !== undefined);
    const v = s === undefined ? undefined : numberAfter(s, label);
    if (s !== undefined && v !== undefined) {
      values[key] = v;
      sources.push(s);
    }
  }
  const liverHigh =
    Number(values.alt ?? 0) > 40 || Number(values.ast ?? 0) > 40 || /肝功能异常/.test(sources.join());
  const band = liverHigh
    ? 'liver_abnormal'
    : Number(values.hbvDna ?? 0) >= 2000
      ? 'dna_high'
      : da
        ? 'da_sanyang'
        : 'xiao_sanyang';
  const parts = [String(values.markers)];
  if (values.hbvDna !== undefined) parts.push(`HBV-DNA ${values.hbvDna} IU/mL`);
  if (values.alt !== undefined) parts.push(`ALT ${values.alt} U/L`);
  if (values.ast !== undefined) parts.push(`AST ${values.ast} U/L`);
  return {
    code: 'hepatitis_b',
    band,
    summary: `乙肝 ${parts.join('，')}`,
    values,
    sources: [...new Set(sources)],
  };
}
