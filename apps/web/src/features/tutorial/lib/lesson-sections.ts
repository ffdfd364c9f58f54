/** One `## heading` of a lesson's Markdown and what follows it. */
export interface LessonSection {
  heading: string;
  markdown: string;
}

/**
 * A lesson's Markdown cut at its `## ` headings: the text before the first one is the lead, each
 * section is shown as its own card. Headings inside fenced code are text, not sections.
 */
export function splitSections(markdown: string): { lead: string; sections: LessonSection[] } {
  const lead: string[] = [];
  const sections: { heading: string; lines: string[] }[] = [];
  let fenced = false;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) sections.push({ heading: heading[1], lines: [] });
    else (sections[sections.length - 1]?.lines ?? lead).push(line);
  }
  return {
    lead: lead.join('\n').trim(),
    sections: sections.map((s) => ({ heading: s.heading, markdown: s.lines.join('\n').trim() })),
  };
}
