import type { UnderwritingReport, UnderwritingVerdict } from '@broker/contract';
import { underwritingText as t } from '../../../locales/zh-CN/underwriting';

function VerdictCard({ verdict }: { verdict: UnderwritingVerdict }) {
  return (
    <section className="uw-verdict" aria-label={`${verdict.title}：${verdict.verdictLabel}`}>
      <div className="uw-verdict__head">
        <h3 className="uw-verdict__title">{verdict.title}</h3>
        <span className={`uw-badge uw-badge--${verdict.verdict}`}>{verdict.verdictLabel}</span>
      </div>
      {verdict.exclusions.length > 0 && (
        <p className="uw-fine">
          {t.exclusions}：{verdict.exclusions.join('；')}
        </p>
      )}
      {verdict.noticeChecked !== undefined && (
        <p className="uw-fine">{verdict.noticeChecked ? t.noticeChecked : t.noticeMissing}</p>
      )}
      {verdict.reasons
        // What moved the verdict, and what the product's notice lets through (why it is milder).
        .filter(
          (r) => r.verdict !== 'standard' || r.notice?.asked === false || verdict.verdict === 'standard',
        )
        .map((r) => (
          <div key={`${r.condition}${r.summary}`} className="uw-reason">
            <strong>
              {r.summary} → {r.verdictLabel}
            </strong>
            {r.notice?.asked && r.notice.number !== undefined && (
              <p className="uw-notice">{t.noticeAsked(r.notice.number, r.notice.question ?? '')}</p>
            )}
            <p>{r.detail}</p>
            {r.loading && <p>{t.loading(r.loading)}</p>}
            {r.postpone && <p>{t.postpone(r.postpone)}</p>}
            {r.sources.slice(0, 2).map((s) => (
              <blockquote key={s} className="uw-quote">
                {s}
              </blockquote>
            ))}
          </div>
        ))}
      {verdict.materials.length > 0 && (
        <p className="uw-fine">
          {t.materials}：{verdict.materials.join('；')}
        </p>
      )}
    </section>
  );
}

/** The report: per product or kind the verdict with cited reasons, the conditions, products, reminders. */
export function ReportView({
  report,
  forCustomer = false,
}: {
  report: UnderwritingReport;
  /** The customer's copy: product names without links to the agent's product sheet. */
  forCustomer?: boolean;
}) {
  return (
    <div className="uw-report">
      <p className="uw-disclaimer">{report.disclaimer}</p>
      <h2 className="cp-form__title">{t.verdictsTitle}</h2>
      {report.unreadFiles.length > 0 && (
        <p className="uw-fine" role="note">
          {t.unreadWarning(report.unreadFiles.map((f) => f.name).join('、'))}
        </p>
      )}
      {report.verdicts.map((v) => (
        <VerdictCard key={`${v.productCode ?? ''}${v.kind}`} verdict={v} />
      ))}
      <section className="uw-verdict" aria-labelledby="uw-found-title">
        <h2 id="uw-found-title" className="cp-form__title">
          {t.conditionsFound}
        </h2>
        {report.conditions.length === 0 ? (
          <p className="uw-fine">{t.noConditions}</p>
        ) : (
          <ul className="uw-list">
            {report.conditions.map((c) => (
              <li key={`${c.code}${c.origin}${c.summary}`}>
                {c.summary}（{c.bandLabel}）<span className="uw-fine"> {t.origin(c.origin)}</span>
              </li>
            ))}
          </ul>
        )}
        {report.unreadFiles.length > 0 && (
          <>
            <p className="uw-fine">{t.unreadFiles}</p>
            <ul className="uw-list">
              {report.unreadFiles.map((f) => (
                <li key={f.name}>
                  {f.name}：{f.reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="uw-verdict" aria-labelledby="uw-products-title">
        <h2 id="uw-products-title" className="cp-form__title">
          {t.products}
        </h2>
        {report.products.length === 0 ? (
          <p className="uw-fine">{t.noProducts}</p>
        ) : (
          <ul className="uw-list">
            {report.products.map((p) => (
              <li key={p.code}>
                {forCustomer ? (
                  p.name
                ) : (
                  <a href={`#/productDetail?productCode=${encodeURIComponent(p.code)}`}>{p.name}</a>
                )}
                （{p.kindLabel}
                ，预计{p.verdictLabel}）
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="uw-verdict" aria-labelledby="uw-disclosure-title">
        <h2 id="uw-disclosure-title" className="cp-form__title">
          {t.disclosureTitle}
        </h2>
        <p className="uw-fine">{report.disclosure}</p>
        <p className="uw-fine">{t.indicative}</p>
      </section>
      <p className="uw-disclaimer">{report.disclaimer}</p>
    </div>
  );
}
