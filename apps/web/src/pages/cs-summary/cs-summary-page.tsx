import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CsSummary } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/status-view/status-view';
import { attachSummary, csKeys, useCsSummary } from '../../features/customer-service/api/cs-api';
import { workOrderPath } from '../../features/customer-service/lib/work-order-url';
import { toast } from '../../lib/feedback';
import { errorText } from '../../lib/http';
import { csText as t } from '../../locales/zh-CN/customer-service';
import { routeTitles } from '../../locales/zh-CN/routes';
import '../../features/customer-service/components/work-order.css';
import './cs-summary-page.css';

/**
 * The work order of this conversation, if any, and the one tap that attaches the summary: onto that
 * order while it is open, else onto a new one (the form, which records the conversation).
 */
function WorkOrderPart({ summary }: { summary: CsSummary }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const order = summary.workOrder;
  const attachToNew = () =>
    navigate(workOrderPath({ summary: summary.text, conversationId: summary.conversationId }));
  const attachToLinked = async (id: string) => {
    setBusy(true);
    try {
      await attachSummary(id, summary.text, summary.conversationId);
      toast.show(t.summaryAttachDone);
      await queryClient.invalidateQueries({ queryKey: csKeys.summary(summary.conversationId) });
    } catch {
      // The HTTP client has shown why.
    } finally {
      setBusy(false);
    }
  };
  if (!order || order.status === 'closed')
    return (
      <>
        {order && <WorkOrderLine summary={summary} />}
        <button type="button" className="cs-summary__attach" onClick={attachToNew}>
          {t.summaryAttach}
        </button>
      </>
    );
  return (
    <>
      <WorkOrderLine summary={summary} />
      {order.summaryAttached ? (
        <p className="cs-summary__done" role="status">
          {t.summaryAttachedTo(order.number)}
        </p>
      ) : (
        <button
          type="button"
          className="cs-summary__attach"
          disabled={busy}
          onClick={() => void attachToLinked(order.id)}
        >
          {t.summaryAttachTo(order.number)}
        </button>
      )}
    </>
  );
}

function WorkOrderLine({ summary }: { summary: CsSummary }) {
  const navigate = useNavigate();
  const order = summary.workOrder;
  if (!order) return null;
  return (
    <section className="cs-summary__card">
      <h2 className="cs-summary__title">{t.summaryWorkOrder}</h2>
      <p className="cs-summary__order">
        <span>
          {order.number} · {t.statuses[order.status]}
        </span>
        <button
          type="button"
          className="cs-text-button"
          onClick={() => navigate(workOrderPath({ tab: 'mine' }))}
        >
          {t.summaryViewOrders}
        </button>
      </p>
    </section>
  );
}

/**
 * /csSummary?conversationId=…: what was asked, what was answered and from where, what is still open;
 * the work order if any; one tap attaches it (see WorkOrderPart).
 */
export function CsSummaryPage() {
  const [params] = useSearchParams();
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
          <p className="cs-summary__writer" data-written-by={s.writtenBy}>
            {s.writtenBy === 'model' && s.model ? t.summaryByModel(s.model) : t.summaryExtractive}
          </p>
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
        <WorkOrderPart summary={s} />
      </div>
    );
  }
  return (
    <Page header={<PageHeader title={routeTitles.csSummary} backFallback="/csAssistant" />}>{body}</Page>
  );
}
