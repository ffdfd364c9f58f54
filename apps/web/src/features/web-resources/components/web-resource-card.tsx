import { MESSAGES, type WebResource } from '@broker/contract';
import { copyText } from '../../../lib/clipboard/copy-text';
import { toast } from '../../../lib/feedback';
import { currentPlatform } from '../../../lib/platform/platform';
import { webResourceText } from '../../../locales/zh-CN/web-resources';
import { externalLink } from '../lib/link-target';

/**
 * One entry: title, source and summary open the page; under them the site's address (so the agent sees
 * where it leads) and 复制链接 (to send it to a customer, or to open it where a web view will not).
 */
export function WebResourceCard({ entry }: { entry: WebResource }) {
  const link = externalLink(entry.url, currentPlatform());
  const body = (
    <>
      <span className="web-resource__title">
        {entry.title}
        {link && (
          <span className="visually-hidden">
            {link.target ? webResourceText.opensNewWindow : webResourceText.opensInView}
          </span>
        )}
      </span>
      {/* A site named after its publisher says it once. */}
      {entry.source !== entry.title && <span className="web-resource__source">{entry.source}</span>}
      {entry.summary && <span className="web-resource__summary">{entry.summary}</span>}
    </>
  );
  return (
    <li className="web-resource">
      {link ? (
        <a className="web-resource__body" href={link.href} target={link.target} rel="noopener noreferrer">
          {body}
          <span className="web-resource__arrow" aria-hidden="true">
            ↗
          </span>
        </a>
      ) : (
        <div className="web-resource__body">{body}</div>
      )}
      {link && (
        <div className="web-resource__footer">
          <span className="web-resource__host">{link.host}</span>
          <button
            type="button"
            className="web-resource__copy"
            aria-label={webResourceText.copyLinkOf(entry.title)}
            onClick={() =>
              void copyText(link.href).then((ok) => toast.show(ok ? MESSAGES.copied : MESSAGES.copyFailed))
            }
          >
            {webResourceText.copyLink}
          </button>
        </div>
      )}
    </li>
  );
}
