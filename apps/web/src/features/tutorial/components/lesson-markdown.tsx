import ReactMarkdown, { type Components } from 'react-markdown';
import remarkCjkFriendly from 'remark-cjk-friendly/parseOnly';
import { LESSON_MEDIA_PATH } from '@broker/contract';
import { remarkGfmLite } from '../../../components/markdown/gfm-lite';
import { tutorialText } from '../../../locales/zh-CN/tutorial';

const remarkPlugins = [remarkGfmLite, remarkCjkFriendly];
const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

// A lesson's parts in the guide's own look: bulleted points, numbered steps, a highlighted tip (a quote).
const components: Components = {
  p: ({ children }) => <p className="lesson__paragraph">{children}</p>,
  ul: ({ children }) => <ul className="lesson__points">{children}</ul>,
  ol: ({ children, start }) => (
    <ol className="lesson__steps" start={start} aria-label={tutorialText.stepsLabel}>
      {children}
    </ol>
  ),
  blockquote: ({ children }) => <div className="lesson__tip">{children}</div>,
  strong: ({ children }) => <strong className="lesson__strong">{children}</strong>,
  h3: ({ children }) => <h3 className="lesson__subheading">{children}</h3>,
  a: ({ href, children }) =>
    href && SAFE_LINK.test(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // Only the lesson's own media (imported with it); nothing is fetched from elsewhere.
  img: ({ src, alt }) =>
    typeof src === 'string' && src.startsWith(LESSON_MEDIA_PATH) ? (
      <img className="lesson__image" src={src} alt={alt ?? ''} loading="lazy" decoding="async" />
    ) : (
      <span>{alt}</span>
    ),
};

/** One part of a lesson's Markdown; raw HTML is never rendered. */
export function LessonMarkdown({ text }: { text: string }) {
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} components={components} skipHtml>
      {text}
    </ReactMarkdown>
  );
}
