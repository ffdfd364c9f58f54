import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useCsSummary } from '../../features/customer-service/api/cs-api';
import { workOrderPath } from '../../features/customer-service/lib/work-order-url';
import { errorText } from '../../lib/http';
import { csText as t } from '../../locales/zh-CN/customer-service';
import { routeTitles } from '../../locales/zh-CN/routes';
import './cs-summary-page.css';

/**
 * /csSummary?conversationId=…: what was asked, what was answered and from where, what is still open;
 * one tap puts it on a new work order.
 */
export function CsSummaryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const conversationId = params.get('conversationId') ?? '';
  const summary = useCsSummary(conversationId);
  let body;
  if (!conversationId) body = <EmptyState text={t.summaryNone} />;
  else if (summary.isError)
    body = <ErrorState message={errorText(summary.error, '')} onRetry={() => void summary.refetch()} />;
  else if (!summary.data) body = <LoadingState />;
  else {
    const s = summary.data;
    body = (
      <div className="cs-summary">
        <section className="cs-summary__card">
          <h2 className="cs-summary__title">{t.summaryAsked}</h2>
          <ol className="cs-summary__list">
            {s.items.map((item, i) => (
              <li key={`${i}-${item.question}`} className="cs-summary__item">
                <p className="cs-summary__q">{item.question}</p>
                {item.answer && <p className="cs-summary__a">{item.answer}</p>}
                {item.sources.length > 0 && (
                  <p className="cs-summary__src">
                    {t.summarySources}
                    {item.sources.map((src) => `${src.title}（${src.source}）`).join('；')}
                  </p>
                )}
                {s.open.includes(item.question) && (
                  <span className="cs-summary__open-tag">{t.summaryOpenTag}</span>
                )}
              </li>
            ))}
          </ol>
        </section>
        <section className="cs-summary__card">
          <h2 className="cs-summary__title">{t.summaryOpen}</h2>
          {s.open.length > 0 ? (
            <ul className="cs-summary__list">
              {s.open.map((q) => (
                <li key={q} className="cs-summary__q">
                  {q}
                </li>
              ))}
            </ul>
          ) : (
            <p className="cs-summary__a">{t.summaryNothingOpen}</p>
          )}
        </section>
        <button
          type="button"
          className="cs-summary__attach"
          onClick={() => navigate(workOrderPath({ summary: s.text }))}
        >
          {t.summaryAttach}
        </button>
      </div>
    );
  }
  return (
    <Page header={<PageHeader title={routeTitles.csSummary} backFallback="/csAssistant" />}>{body}</Page>
  );
}
