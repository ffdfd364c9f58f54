import { memo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkCjkFriendly from 'remark-cjk-friendly/parseOnly';
import { remarkGfmLite } from './gfm-lite';
import { remarkSoftBreaks } from './soft-breaks';

const remarkPlugins = [remarkGfmLite, remarkCjkFriendly, remarkSoftBreaks];

const SAFE_URL = /^(https?:|mailto:|tel:|#)/i;

const components: Components = {
  // Wide tables scroll sideways inside the bubble instead of widening it.
  table: ({ node: _node, ...props }) => (
    <div className="md-table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  ),
  a: ({ node: _node, href, children }) =>
    href && SAFE_URL.test(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // Answers never need images from elsewhere (nothing is fetched at run time); show the alt text.
  img: ({ alt }) => <span>{alt}</span>,
};

/** Markdown of an answer: GFM tables, lists, CJK-friendly bold; raw HTML is never rendered. */
export const MarkdownRenderer = memo(function MarkdownRenderer({ text }: { text: string }) {
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} components={components} skipHtml>
      {text}
    </ReactMarkdown>
  );
});
