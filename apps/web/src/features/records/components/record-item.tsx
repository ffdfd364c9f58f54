import { recordsText } from '../../../locales/zh-CN/records';
import type { InteractionRecord } from '@broker/contract';
import { Avatar } from '../../../components/avatar/avatar';
import { durationText } from '../lib/badge';
import './record-item.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** One interaction record: who (avatar, name), when, which comparison, how long, read or not. */
export function RecordItem({ record, onOpen }: { record: InteractionRecord; onOpen?(): void }) {
  const unread = record.status === 'unread';
  return (
    <li className="record-item">
      <button type="button" className="record-item__button" onClick={onOpen}>
        {record.userAvatar ? (
          <img className="record-item__avatar" src={record.userAvatar} alt="" />
        ) : (
          <Avatar name={record.userName.replace('访客 ', '')} />
        )}
        <span className="record-item__body">
          <span className="record-item__who">
            {record.userName}
            {unread && <span className="record-item__dot">{recordsText.unread}</span>}
          </span>
          <span className="record-item__what">{recordsText.viewed(record.comparisonTitle)}</span>
          <span className="record-item__meta">
            {when(record.createdAt)} · {durationText(record.duration)}
            {record.device && ` · ${record.device}`}
          </span>
        </span>
      </button>
    </li>
  );
}
