import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { WorkOrder } from '@broker/contract';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { LoadingState } from '../../components/status-view/status-view';
import { useWorkOrders } from '../../features/customer-service/api/cs-api';
import { WorkOrderForm } from '../../features/customer-service/components/work-order-form';
import { WorkOrderList } from '../../features/customer-service/components/work-order-list';
import { originOf, takeLinksDraft } from '../../features/customer-service/lib/work-order-url';
import { useUserInfo } from '../../features/session/api/userinfo';
import { csText as t } from '../../locales/zh-CN/customer-service';
import { routeTitles } from '../../locales/zh-CN/routes';
import '../../features/customer-service/components/work-order.css';

type Tab = 'new' | 'mine';

function Submitted({ order, onMine, onAgain }: { order: WorkOrder; onMine(): void; onAgain(): void }) {
  return (
    <div className="wo-done" role="status">
      <h2 className="wo-done__title">{t.submitted}</h2>
      <p className="wo-done__body">{t.submittedBody(order.number)}</p>
      <button type="button" className="wo-submit" onClick={onMine}>
        {t.viewMine}
      </button>
      <button type="button" className="cs-text-button" onClick={onAgain}>
        {t.newOrder}
      </button>
    </div>
  );
}

/**
 * The work-order page (spec §7: opened by URL with erpToken, saleinfo, applyBy, applyName, taskType,
 * source, target, appbackFlag; boot signs in with erpToken and keeps appbackFlag). Two tabs: the form
 * and the agent's orders with the operators' replies.
 */
export function WorkOrderPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'new';
  const user = useUserInfo().data;
  const unread = useWorkOrders().data?.unread ?? 0;
  const [submitted, setSubmitted] = useState<WorkOrder | null>(null);
  const [formKey, setFormKey] = useState(0);
  // Read on every address change: a kept-alive page may be opened again with other parameters.
  const origin = useMemo(() => originOf(params), [params]);
  const applyName = params.get('applyName')?.trim() ?? '';
  const show = (next: Tab) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === 'mine') copy.set('tab', 'mine');
        else copy.delete('tab');
        return copy;
      },
      { replace: true },
    );

  let body;
  if (tab === 'mine') body = <WorkOrderList />;
  else if (submitted)
    body = (
      <Submitted
        order={submitted}
        onMine={() => {
          setSubmitted(null);
          show('mine');
        }}
        onAgain={() => {
          setSubmitted(null);
          setFormKey((k) => k + 1);
        }}
      />
    );
  else if (!user) body = <LoadingState />;
  else {
    const links = takeLinksDraft();
    body = (
      <WorkOrderForm
        key={`${formKey}:${applyName}`}
        origin={origin}
        conversationId={links.conversationId}
        initial={{
          name: applyName || user.realName,
          phone: '',
          category: '',
          problem: '',
          summary: links.summary,
        }}
        onSubmitted={setSubmitted}
      />
    );
  }

  return (
    <Page header={<PageHeader title={routeTitles.workOrder} />}>
      <div className="wo-tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'new'}
          className="wo-tab"
          onClick={() => show('new')}
        >
          {t.formTitle}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'mine'}
          className="wo-tab"
          onClick={() => show('mine')}
        >
          {t.myWorkOrders}
          {unread > 0 && <span className="wo-tab__badge">{unread > 99 ? '99+' : unread}</span>}
        </button>
      </div>
      <div role="tabpanel">{body}</div>
    </Page>
  );
}
