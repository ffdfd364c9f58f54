import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import type { Processor } from 'unified';

/**
 * The parts of GFM the answers use: tables and ~~strikethrough~~. Not remark-gfm: its autolink-literal
 * step is built on regex lookbehind, which iOS before 16.4 cannot even parse, so the whole markdown
 * chunk would fail to load in those web views. Bare URLs therefore stay text; [links](…) still work.
 */
export function remarkGfmLite(this: Processor) {
  // The slots remark-parse reads its syntax extensions from.
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(gfmTable(), gfmStrikethrough({ singleTilde: false }));
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown());
}
