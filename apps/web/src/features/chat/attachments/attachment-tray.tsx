import { useEffect, useRef, useState } from 'react';
import type { FileInfo } from '@broker/contract';
import { FileThumb } from '../../../components/file-thumb/file-thumb';
import { attachmentText as t } from '../../../locales/zh-CN/chat-attachments';
import { useReportFiles, type ReportFile } from '../../../lib/files/use-report-files';
import './attachment-tray.css';

/** What the composer needs to know of the tray: what to send, and whether anything is still on its way. */
export interface TrayState {
  /** Files uploaded (read or still being read, or failed to read): spec §7 fileInfos. */
  fileInfos: FileInfo[];
  /** A file is still uploading or being read. */
  busy: boolean;
  /** Files shown (uploading included). */
  count: number;
}

const fileInfoOf = (f: ReportFile): FileInfo[] =>
  f.path ? [{ file_name: f.name, file_size: f.size ?? 0, file_path: f.path, file_hash: f.hash ?? '' }] : [];

function statusLine(f: ReportFile): string {
  if (f.status === 'failed') return f.reason ?? '';
  if (f.status === 'done') return f.chars ? t.read : t.noText;
  return f.stage || t.reading(f.progress);
}

/**
 * The files attached to the next question (issue 15): each uploaded where GET /v1/sts says and read by
 * POST /v1/parse, polled with POST /v1/task/status (the underwriting screen's hook), shown as a chip
 * with its progress or why it failed, removable (which deletes it on the server). Its own chunk: it
 * loads when the agent first picks a file.
 */
export default function AttachmentTray({
  batch,
  onState,
  waiting,
  onSendNow,
}: {
  /** The files just picked; a new id is a new pick. */
  batch: { id: number; files: File[] };
  onState: (state: TrayState) => void;
  /** A question waits for these files: say so, with a way to send it at once. */
  waiting: boolean;
  onSendNow: () => void;
}) {
  const files = useReportFiles();
  const [problem, setProblem] = useState('');
  const taken = useRef(0);
  const { add } = files;
  useEffect(() => {
    if (batch.id === taken.current) return;
    taken.current = batch.id;
    setProblem(add(batch.files));
  }, [batch, add]);

  const fileInfos = files.files.flatMap(fileInfoOf);
  const key = `${files.busy}|${files.files.length}|${fileInfos.map((f) => f.file_path).join(',')}`;
  const report = useRef(onState);
  report.current = onState;
  const latest = useRef({ fileInfos, busy: files.busy, count: files.files.length });
  latest.current = { fileInfos, busy: files.busy, count: files.files.length };
  useEffect(() => report.current(latest.current), [key]);

  if (files.files.length === 0 && !problem) return null;
  return (
    <div className="attachments">
      {waiting && (
        <p className="composer__waiting" role="status">
          {t.attachWaiting}
          <button type="button" className="composer__send-now" onClick={onSendNow}>
            {t.attachSendNow}
          </button>
        </p>
      )}
      {problem && (
        <p className="attachments__problem" role="alert">
          {problem}
        </p>
      )}
      <ul className="attachments__list" aria-label={t.listLabel}>
        {files.files.map((f) => (
          <li key={f.key} className={`attachment attachment--${f.status}`}>
            <FileThumb preview={f.preview} className="attachment__thumb" />
            <span className="attachment__text">
              <span className="attachment__name">{f.name}</span>
              <span
                className="attachment__status"
                role={f.status === 'failed' ? 'alert' : 'status'}
                data-status={f.status}
              >
                {statusLine(f)}
              </span>
              {(f.status === 'uploading' || f.status === 'queued' || f.status === 'running') && (
                <progress className="attachment__bar" max={100} value={f.progress} aria-label={f.stage} />
              )}
            </span>
            <button
              type="button"
              className="attachment__remove"
              aria-label={t.remove(f.name)}
              onClick={() => void files.remove(f.key)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
