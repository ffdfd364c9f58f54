interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/**
 * Answers are written like chat messages: a single newline is a new line. In CommonMark it is a soft
 * break, shown as a space, which in Chinese text is a stray gap ("结论。 建议"). Text nodes are split
 * at newlines into text + break nodes (what remark-breaks does, without another dependency).
 */
export function splitSoftBreaks(node: MdNode): void {
  if (!node.children) return;
  const next: MdNode[] = [];
  for (const child of node.children) {
    if (child.type === 'text' && child.value?.includes('\n')) {
      child.value.split(/\r?\n/).forEach((part, i) => {
        if (i > 0) next.push({ type: 'break' });
        if (part) next.push({ type: 'text', value: part });
      });
    } else {
      splitSoftBreaks(child);
      next.push(child);
    }
  }
  node.children = next;
}

export function remarkSoftBreaks() {
  return (tree: MdNode) => splitSoftBreaks(tree);
}
