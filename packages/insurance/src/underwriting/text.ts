// Text helpers for reading reports: sentences, numbers next to a label, negations, sizes.

/** Full-width digits, letters and signs as ASCII, so one pattern reads OCR and typed text alike. */
export function normalizeReport(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/[×╳✕]/g, 'x')
    .replace(/[Ⅰ]/g, 'I')
    .replace(/[Ⅱ]/g, 'II')
    .replace(/[Ⅲ]/g, 'III');
}

/** A report's sentences: lines, split again at 。；; (a table row or an OCR line is one sentence). */
export function sentencesOf(text: string): string[] {
  return normalizeReport(text)
    .split(/[\r\n]+|(?<=[。；;])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const NEGATION = /(未见|未发现|未探及|未见明显|无|否认|排除|阴性)[^，,。；;]{0,6}$/;

/** Whether the words just before `index` deny what follows ('未见结节', '否认肿瘤病史'). */
export function negatedAt(sentence: string, index: number): boolean {
  return NEGATION.test(sentence.slice(Math.max(0, index - 10), index));
}

/** The first number after a label (within a few characters), e.g. '空腹血糖：6.8' → 6.8. */
export function numberAfter(sentence: string, label: RegExp, gap = 12): number | undefined {
  // A word with a digit inside (HbA1c) is skipped as a whole, not read as the value.
  const skip = `(?:[A-Za-z]+\\d+[A-Za-z]+|[^0-9\\n])`;
  const source = new RegExp(`(?:${label.source})${skip}{0,${gap}}?(\\d+(?:\\.\\d+)?)`, label.flags);
  const match = source.exec(sentence);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** The largest dimension in a sentence, in mm ('1.2x0.8cm' → 12, '8mm' → 8). */
export function largestSizeMm(sentence: string): number | undefined {
  const pattern =
    /(\d+(?:\.\d+)?)(?:\s*(?:x|\*)\s*(\d+(?:\.\d+)?))?(?:\s*(?:x|\*)\s*(\d+(?:\.\d+)?))?\s*(mm|cm|毫米|厘米)/gi;
  let largest: number | undefined;
  for (const match of sentence.matchAll(pattern)) {
    const unit = (match[4] ?? '').toLowerCase();
    const factor = unit === 'cm' || unit === '厘米' ? 10 : 1;
    for (const part of [match[1], match[2], match[3]]) {
      if (part === undefined) continue;
      const mm = Math.round(Number(part) * factor * 10) / 10;
      if (largest === undefined || mm > largest) largest = mm;
    }
  }
  return largest;
}

/** A RADS grade after its name: 'TI-RADS 4a类' → '4a'; '3级' right after 结节 also counts. */
export function radsGrade(sentence: string, name: 'TI' | 'BI'): string | undefined {
  const named = new RegExp(
    `${name}[-\\s]?RADS\\s*[:：]?\\s*(?:分类|分级)?\\s*[:：]?\\s*(\\d)\\s*([abcABC])?`,
    'i',
  );
  const match = named.exec(sentence) ?? /结节[^，,。；;]{0,20}?(\d)\s*([abcABC])?\s*[类级]/.exec(sentence);
  if (!match?.[1]) return undefined;
  return `${match[1]}${(match[2] ?? '').toLowerCase()}`;
}

/** Band of a RADS grade: 1–3, 4a, 4b/4c, 5–6. */
export function radsBand(grade: string | undefined): '1_3' | '4a' | '4bc' | '5' | undefined {
  if (grade === undefined) return undefined;
  const level = Number(grade[0]);
  if (level <= 3) return '1_3';
  if (level === 4) return grade === '4a' ? '4a' : '4bc'; // a bare 4 is read as the more cautious 4b/4c
  return '5';
}
