import { useState } from 'react';
import type { SourceItem } from '@broker/contract';
import { chatText } from '../../../locales/zh-CN/chat';
import { ChevronDownIcon } from './chat-icons';
import './source-list.css';

function Source({ item, index }: { item: SourceItem; index: number }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="source">
      <button type="button" className="source__head" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <span className="source__index">{index + 1}</span>
        <span className="source__title">
          {item.title}
          <span className="source__origin">{item.source}</span>
        </span>
        <ChevronDownIcon className={open ? 'think__chevron think__chevron--open' : 'think__chevron'} />
      </button>
      {open && <p className="source__text">{item.text}</p>}
      {open && item.url && /^https?:\/\//.test(item.url) && (
        <a className="source__link" href={item.url} target="_blank" rel="noopener noreferrer">
          {chatText.openWebPage}
        </a>
      )}
    </li>
  );
}

/** The passages an answer cites (source_list), folded until asked for. */
export function SourceList({ sources }: { sources: SourceItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="sources">
      <button
        type="button"
        className="sources__toggle"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {chatText.sourcesTitle(sources.length)}
        <ChevronDownIcon className={open ? 'think__chevron think__chevron--open' : 'think__chevron'} />
      </button>
      {open && (
        <ol className="sources__list">
          {sources.map((s, i) => (
            <Source key={s.id} item={s} index={i} />
          ))}
        </ol>
      )}
    </div>
  );
}
