import { randomUUID } from 'node:crypto';
import {
  UNDERWRITING_KINDS,
  UNDERWRITING_LIMITS,
  type UnderwritingCondition,
  type UnderwritingHistoryPage,
  type UnderwritingInput,
  type UnderwritingReport,
  type UnderwritingVerdict,
} from '@broker/contract';
import {
  BAND_LABELS,
  CONDITION_LABELS,
  DISCLOSURE_REMINDER,
  KIND_LABELS,
  UNDERWRITING_DISCLAIMER,
  VERDICTS,
  bmiCondition,
  extractConditions,
  judge,
  judgeProduct,
  underwritingKindOf,
  unreadableReason,
  type FoundCondition,
} from '@broker/insurance';
import { catalogueRepository } from '../../db/catalogue-repository.js';
import type { Db } from '../../db/database.js';
import { filesRepository } from '../../db/files-repository.js';
import { underwritingRepository } from '../../db/underwriting-repository.js';
import { AppError } from '../../errors.js';
import { loadUnderwritingRules } from './rules-file.js';

const DAY_MS = 24 * 60 * 60_000;

const withOrigin = (c: FoundCondition, origin: string): UnderwritingCondition => ({
  code: c.code,
  label: CONDITION_LABELS[c.code],
  band: c.band,
  bandLabel: BAND_LABELS[c.band] ?? c.band,
  summary: c.summary,
  origin,
  sources: c.sources,
});

/** Pre-underwriting reports (issue 15): conditions from files and typed text, judged per product or kind. */
export function underwritingService(db: Db, now: () => Date = () => new Date()) {
  async function conditionsOf(userId: string, input: UnderwritingInput) {
    const files = await filesRepository(db, userId).findMany(input.filePaths);
    if (files.length < new Set(input.filePaths).size) throw new AppError('not_found:file');
    const reading = files.filter((f) => f.parseStatus !== 'done' && f.parseStatus !== 'failed');
    if (reading.length > 0)
      throw new AppError('conflict:file_parsing', {
        detail: `报告仍在识别中（还有${reading.length}个文件），请稍候再生成`,
      });
    const found: { condition: FoundCondition; origin: string }[] = [];
    const unreadFiles: UnderwritingReport['unreadFiles'] = [];
    for (const file of files) {
      if (file.parseStatus === 'failed')
        unreadFiles.push({ name: file.name, reason: file.reason ?? '读取失败' });
      else {
        const unreadable = unreadableReason(file.text ?? '');
        if (unreadable) unreadFiles.push({ name: file.name, reason: unreadable });
      }
      for (const c of extractConditions(file.text ?? '')) found.push({ condition: c, origin: file.name });
    }
    // A typed condition the reports already show in the same band adds nothing (the report cites better).
    const seen = new Set(found.map((f) => `${f.condition.code}:${f.condition.band}`));
    for (const c of extractConditions(input.conditionsText))
      if (!seen.has(`${c.code}:${c.band}`)) found.push({ condition: c, origin: '已填写的健康情况' });
    const { heightCm, weightKg } = input.customer;
    if (heightCm && weightKg && !found.some((f) => f.condition.code === 'bmi')) {
      const bmi = Math.round((weightKg / (heightCm / 100) ** 2) * 10) / 10;
      found.push({
        condition: bmiCondition(bmi, [`身高${heightCm}厘米，体重${weightKg}公斤`]),
        origin: '身高体重',
      });
    }
    return { found, unreadFiles };
  }

  /** What to judge: the chosen products (each with its own health notice), then the kinds. */
  async function verdictsOf(input: UnderwritingInput, conditions: FoundCondition[]) {
    const table = await loadUnderwritingRules();
    const products = await catalogueRepository(db).productsByCode(input.productCodes);
    const missing = input.productCodes.filter((c) => !products.has(c));
    if (missing.length > 0)
      throw new AppError('not_found:product', { detail: `产品不存在：${missing.join('、')}` });
    // In the order the agent chose them.
    const chosen = [...new Set(input.productCodes)].flatMap((c) => products.get(c) ?? []);
    const verdicts: UnderwritingVerdict[] = chosen.map((p) => ({
      productCode: p.code,
      title: p.name,
      ...judgeProduct(conditions, p, table),
    }));
    const kinds = input.kinds.length > 0 || products.size > 0 ? input.kinds : [...UNDERWRITING_KINDS];
    for (const kind of kinds)
      verdicts.push({ productCode: null, title: KIND_LABELS[kind], ...judge(conditions, kind, table) });
    return { verdicts, table };
  }

  /**
   * On-sale products of the kinds judged, for the customer's age, each judged against its own health
   * notice: mildest verdict first, ones open to health conditions first; two a kind, six in all.
   */
  async function bestProducts(
    input: UnderwritingInput,
    conditions: FoundCondition[],
    verdicts: UnderwritingVerdict[],
    table: Awaited<ReturnType<typeof loadUnderwritingRules>>,
  ) {
    const all = await catalogueRepository(db).allProducts();
    const rank = (v: string) => VERDICTS.indexOf(v as (typeof VERDICTS)[number]);
    const kinds = new Set(verdicts.map((v) => v.kind));
    return (
      all
        .filter(
          (p) =>
            p.onSale &&
            input.customer.age >= p.minAge &&
            input.customer.age <= p.maxAge &&
            kinds.has(underwritingKindOf(p.type)),
        )
        .map((p) => ({ p, v: judgeProduct(conditions, p, table) }))
        .filter(({ v }) => rank(v.verdict) <= rank('loading'))
        .sort(
          (a, b) =>
            rank(a.v.verdict) - rank(b.v.verdict) ||
            Number(b.p.tags.includes('带病可投')) - Number(a.p.tags.includes('带病可投')),
        )
        // Two per kind at most, so every kind judged can show its best fits.
        .filter(({ v }, k, list) => list.slice(0, k).filter((x) => x.v.kind === v.kind).length < 2)
        .slice(0, 6)
        .map(({ p, v }) => ({
          code: p.code,
          name: p.name,
          kindLabel: v.kindLabel,
          verdictLabel: v.verdictLabel,
        }))
    );
  }

  return {
    async create(userId: string, input: UnderwritingInput): Promise<UnderwritingReport> {
      const { found, unreadFiles } = await conditionsOf(userId, input);
      const conditions = found.map((f) => f.condition);
      const { verdicts, table } = await verdictsOf(input, conditions);
      const gender = input.customer.gender === 'male' ? '男' : '女';
      const report: UnderwritingReport = {
        id: randomUUID(),
        title: `${input.customer.age}岁${gender} · ${verdicts.map((v) => v.title).join('、')}`.slice(0, 60),
        input,
        conditions: found.map((f) => withOrigin(f.condition, f.origin)),
        verdicts,
        products: await bestProducts(input, conditions, verdicts, table),
        unreadFiles,
        disclosure: DISCLOSURE_REMINDER,
        disclaimer: UNDERWRITING_DISCLAIMER,
        createdAt: now().toISOString(),
      };
      const summary = verdicts.map((v) => `${v.title}：${v.verdictLabel}`).join('；');
      const expires = new Date(now().getTime() + UNDERWRITING_LIMITS.reportRetentionDays * DAY_MS);
      await underwritingRepository(db, userId).insert(report, summary, expires);
      return report;
    },
    async get(userId: string, id: string): Promise<UnderwritingReport> {
      const report = await underwritingRepository(db, userId).find(id);
      if (!report) throw new AppError('not_found:underwriting');
      return report;
    },
    async remove(userId: string, id: string) {
      if (!(await underwritingRepository(db, userId).remove(id)))
        throw new AppError('not_found:underwriting');
      return { ok: true as const };
    },
    async history(userId: string, page: number): Promise<UnderwritingHistoryPage> {
      const size = UNDERWRITING_LIMITS.historyPageSize;
      const { rows, total } = await underwritingRepository(db, userId).page((page - 1) * size, size);
      return {
        items: rows.map((r) => ({
          id: r.id,
          title: r.title,
          summary: r.summary,
          createdAt: r.createdAt.toISOString(),
        })),
        page,
        totalPages: Math.max(1, Math.ceil(total / size)),
        total,
      };
    },
  };
}
