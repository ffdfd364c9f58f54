import { useMemo } from 'react';
import { parseAgreement } from '../lib/parse-agreement';
import './agreement-text.css';

interface AgreementTextProps {
  body: string;
  /** Render the body's own `# 标题` (off where the title is already shown, e.g. a dialog title). */
  showTitle?: boolean;
}

export function AgreementText({ body, showTitle = true }: AgreementTextProps) {
  const { title, blocks } = useMemo(() => parseAgreement(body), [body]);
  return (
    <div className="agreement-text">
      {showTitle && title && <h2 className="agreement-text__title">{title}</h2>}
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <h3 key={index} className="agreement-text__heading">
            {block.text}
          </h3>
        ) : (
          <p key={index} className="agreement-text__paragraph">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
