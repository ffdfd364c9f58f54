import { useState } from 'react';
import { chatText } from '../../../locales/zh-CN/chat';
import { ChevronDownIcon } from './chat-icons';
import './think-section.css';

/** The model's reasoning (spec §4 think section): open while it is being written, folded after. */
export function ThinkSection({ text, active }: { text: string; active: boolean }) {
  const [open, setOpen] = useState<boolean | null>(null);
  const expanded = open ?? active;
  return (
    <div className="think">
      <button
        type="button"
        className="think__toggle"
        aria-expanded={expanded}
        onClick={() => setOpen(!expanded)}
      >
        <span>{active ? chatText.thinking : chatText.thought}</span>
        <ChevronDownIcon className={expanded ? 'think__chevron think__chevron--open' : 'think__chevron'} />
        <span className="visually-hidden">{expanded ? chatText.collapseThink : chatText.expandThink}</span>
      </button>
      {expanded && <div className="think__body">{text}</div>}
    </div>
  );
}
