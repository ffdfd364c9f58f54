import { Suspense, lazy } from 'react';
import './markdown.css';

// The parser is ~40 KB gzip: it loads after the first screen (and at once when an answer needs it).
const loadRenderer = () => import('./markdown-renderer');
const MarkdownRenderer = lazy(() => loadRenderer().then((m) => ({ default: m.MarkdownRenderer })));

export function preloadMarkdown(): void {
  void loadRenderer();
}

/** The text without Markdown's emphasis and heading marks, for the moment before the renderer loads. */
export function plainText(text: string): string {
  return text.replace(/\*\*|__|^#{1,6}\s+/gm, '');
}

/** Rendered Markdown; plain text with line breaks until the renderer has loaded. */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      <Suspense fallback={<p className="markdown__plain">{plainText(text)}</p>}>
        <MarkdownRenderer text={text} />
      </Suspense>
    </div>
  );
}
