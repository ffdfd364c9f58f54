import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMainStore } from '../../../stores/main/main-store';
import { chatText } from '../../../locales/zh-CN/chat';
import { ArrowDownIcon } from './chat-icons';
import { MessageRow, type RowKind } from './message-row';
import { ALWAYS_RENDERED, WINDOW_STEP } from './message-window';
import { nextFollowing, USER_SCROLL_WINDOW_MS } from './scroll-follow';
import './message-list.css';

type Row = { id: string; kind: RowKind };

/** The rows as plain strings, so the list re-renders only when messages come, go or change id. */
const selectRows = (s: { messages: { id: string; source: string; messageBoxType: string }[] }) =>
  s.messages
    .filter((m) => m.messageBoxType !== 'divider')
    .map(
      (m) =>
        `${m.source === 'send' ? 'send' : m.messageBoxType === 'guess-you-like' ? 'guess' : 'answer'}:${m.id}`,
    );

const parseRow = (row: string): Row => {
  const at = row.indexOf(':');
  return { kind: row.slice(0, at) as Row['kind'], id: row.slice(at + 1) };
};

/**
 * The conversation, following the newest answer while it streams until the agent scrolls up; a
 * button brings them back. Long conversations mount only their newest WINDOW_STEP messages (more on
 * reaching the top), and off-screen bubbles skip layout and paint (content-visibility).
 */
export function MessageList({ empty }: { empty: ReactNode }) {
  const rows = useMainStore(useShallow(selectRows));
  const loadingHistory = useMainStore((s) => s.loading.historyDetail);
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastUserScroll = useRef(0);
  const touching = useRef(false);
  const [showJump, setShowJump] = useState(false);
  const [windowSize, setWindowSize] = useState(WINDOW_STEP);
  /** Where the list was at the last scroll event, to keep it there when older messages mount above. */
  const lastScroll = useRef({ height: 0, top: 0 });
  const growing = useRef(false);
  // The welcome panel (no messages yet) is read from its top; only a conversation follows the bottom.
  const hasRows = useRef(rows.length > 0);
  useEffect(() => {
    hasRows.current = rows.length > 0;
  }, [rows.length]);

  const toBottom = useCallback(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  const follow = useCallback(() => {
    following.current = true;
    setShowJump(false);
    toBottom();
  }, [toBottom]);

  // Keep up with the content: streamed text, cards, images of tables, the keyboard resizing the list.
  useEffect(() => {
    const el = scrollRef.current;
    const content = contentRef.current;
    if (!el || !content) return;
    const stick = () => {
      if (following.current && hasRows.current) toBottom();
    };
    if (typeof ResizeObserver === 'undefined')
      return useMainStore.subscribe(() => requestAnimationFrame(stick));
    const observer = new ResizeObserver(stick);
    observer.observe(content);
    observer.observe(el);
    return () => observer.disconnect();
  }, [toBottom]);

  // A new question (or a conversation opened from the history) goes to the bottom.
  const last = rows[rows.length - 1] ?? '';
  const count = rows.length;
  useLayoutEffect(() => {
    if (last.startsWith('send:') || last.startsWith('answer:')) follow();
  }, [last, follow]);
  useLayoutEffect(() => {
    if (count === 0) setWindowSize(WINDOW_STEP);
  }, [count]);

  // Mounting earlier messages above must not move what the agent is reading. Set from the last scroll
  // event's position, so it holds whether or not the browser anchors the scroll itself.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || !growing.current) return;
    el.scrollTop = lastScroll.current.top + el.scrollHeight - lastScroll.current.height;
    growing.current = false;
  }, [windowSize]);

  // A transition: React renders the older messages in slices between frames and input, so mounting
  // them does not block scrolling; only the DOM insertion is one task.
  const showEarlier = useCallback(() => {
    const el = scrollRef.current;
    if (el) lastScroll.current = { height: el.scrollHeight, top: el.scrollTop };
    growing.current = true;
    startTransition(() => setWindowSize((n) => n + WINDOW_STEP));
  }, []);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const userScrolling = touching.current || Date.now() - lastUserScroll.current < USER_SCROLL_WINDOW_MS;
    following.current = nextFollowing(following.current, el, userScrolling);
    setShowJump(!following.current);
    lastScroll.current = { height: el.scrollHeight, top: el.scrollTop };
    // Within a screen of the top: mount the next older ones before the agent gets there.
    if (el.scrollTop < el.clientHeight && windowSize < rows.length && !growing.current) showEarlier();
  };

  const markUser = () => {
    lastUserScroll.current = Date.now();
  };

  const shown = rows.slice(Math.max(0, rows.length - windowSize)).map(parseRow);
  const hidden = rows.length - shown.length;

  return (
    <div className="message-list">
      <div
        ref={scrollRef}
        className="message-list__scroll"
        onScroll={onScroll}
        onTouchStart={() => {
          touching.current = true;
        }}
        onTouchEnd={() => {
          touching.current = false;
          markUser();
        }}
        onWheel={markUser}
        onKeyDown={markUser}
      >
        <div ref={contentRef} className="message-list__content">
          {rows.length === 0 && !loadingHistory && empty}
          {loadingHistory && rows.length === 0 && (
            <p className="message-list__loading" role="status">
              {chatText.loadingHistory}
            </p>
          )}
          {hidden > 0 && (
            <button type="button" className="message-list__earlier" onClick={showEarlier}>
              {chatText.showEarlier}
            </button>
          )}
          {shown.map((row, i) => (
            <MessageRow
              key={row.id}
              id={row.id}
              kind={row.kind}
              far={i < shown.length - ALWAYS_RENDERED}
              isLast={i === shown.length - 1 || (i === shown.length - 2 && shown[i + 1]?.kind === 'guess')}
            />
          ))}
        </div>
      </div>
      {showJump && rows.length > 0 && (
        <button
          type="button"
          className="message-list__jump"
          aria-label={chatText.jumpToLatest}
          onClick={follow}
        >
          <ArrowDownIcon />
        </button>
      )}
    </div>
  );
}
