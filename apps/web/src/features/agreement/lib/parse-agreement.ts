export type AgreementBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

export interface ParsedAgreement {
  /** From a first line `# 标题`; null when the body does not start with one. */
  title: string | null;
  blocks: AgreementBlock[];
}

/**
 * The agreement body format (docs/decisions/003): first line `# 标题`, `## ` lines are section headings,
 * every other non-empty line is one paragraph. Text stays text: nothing is interpreted as HTML.
 */
export function parseAgreement(body: string): ParsedAgreement {
  let title: string | null = null;
  const blocks: AgreementBlock[] = [];
  let first = true;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (first && line.startsWith('# ')) {
      title = line.slice(2).trim();
    } else if (line.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
    first = false;
  }
  return { title, blocks };
}
