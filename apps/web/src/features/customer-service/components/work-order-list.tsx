import { useState } from 'react';
import { Popup } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { WORK_ORDER_CATEGORY_LABELS, type WorkOrder } from '@broker/contract';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-view/status-view';
import { errorText } from '../../../lib/http';
import { csText as t } from '../../../locales/zh-CN/customer-service';
import { csKeys, useWorkOrder, useWorkOrders } from '../api/cs-api';
import { ScreenshotThumb } from './screenshot-thumb';
import './work-order.css';
import './screenshot-picker.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

function Detail({ id }: { id: string }) {
  const order = useWorkOrder(id);
  if (order.isError)
    return <ErrorState message={errorText(order.error, '')} onRetry={() => void order.refetch()} />;
  if (!order.data) return <LoadingState />;
  const o = order.data;
  return (
    <div className="wo-detail">
      <h2 className="wo-detail__title">{t.detailTitle(o.number)}</h2>
      <p className="wo-detail__meta">
        {WORK_ORDER_CATEGORY_LABELS[o.category]} · {t.statuses[o.status]} · {t.delivery[o.delivery.state]}
      </p>
      <h3 className="wo-detail__heading">{t.yourProblem}</h3>
      <p className="wo-detail__text">{o.problem}</p>
      {o.screenshots.length > 0 && (
        <>
          <h3 className="wo-detail__heading">{t.attachedScreenshots}</h3>
          <ul className="wo-shots">
            {o.screenshots.map((shot) => (
              <ScreenshotThumb key={shot.path} url={shot.url} name={shot.name} />
            ))}
          </ul>
        </>
      )}
      {o.summary && (
        <>
          <h3 className="wo-detail__heading">{t.attachedSummary}</h3>
          <pre className="wo-summary__text">{o.summary}</pre>
        </>
      )}
      <h3 className="wo-detail__heading">{t.reply}</h3>
      <p className={o.reply ? 'wo-detail__reply' : 'wo-detail__text wo-detail__text--muted'}>
        {o.reply ?? t.noReply}
      </p>
    </div>
  );
}

function Row({ order, onOpen }: { order: WorkOrder; onOpen(): void }) {
  return (
    <li>
      <button type="button" className="wo-row" onClick={onOpen}>
        <span className="wo-row__top">
          <span className="wo-row__number">{order.number}</span>
          <span className={`wo-status wo-status--${order.status}`}>{t.statuses[order.status]}</span>
          {order.unread && <span className="wo-unread">{t.unread}</span>}
        </span>
        <span className="wo-row__problem">{order.problem}</span>
        <span className="wo-row__meta">
          {WORK_ORDER_CATEGORY_LABELS[order.category]} · {when(order.createdAt)} ·{' '}
          {t.delivery[order.delivery.state]}
        </span>
      </button>
    </li>
  );
}

/** The agent's work orders with status, reply and an unread mark; opening one reads its reply. */
export function WorkOrderList() {
  const orders = useWorkOrders();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState('');
  if (orders.isError)
    return <ErrorState message={errorText(orders.error, '')} onRetry={() => void orders.refetch()} />;
  if (!orders.data) return <LoadingState />;
  if (orders.data.result.length === 0) return <EmptyState text={t.listEmpty} />;
  const close = () => {
    setOpen('');
    void queryClient.invalidateQueries({ queryKey: csKeys.workOrders });
  };
  return (
    <>
      {orders.data.unread > 0 && <p className="wo-unread-line">{t.unreadCount(orders.data.unread)}</p>}
      <ul className="wo-list">
        {orders.data.result.map((order) => (
          <Row key={order.id} order={order} onOpen={() => setOpen(order.id)} />
        ))}
      </ul>
      <Popup
        visible={open !== ''}
        onMaskClick={close}
        onClose={close}
        showCloseButton
        bodyClassName="wo-detail-popup"
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-label={t.myWorkOrders}>
          {open && <Detail id={open} />}
        </div>
      </Popup>
    </>
  );
}
