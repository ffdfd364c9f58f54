import { useId } from 'react';
import type { Lesson } from '@broker/contract';
import { tutorialText } from '../../../locales/zh-CN/tutorial';
import { splitSections, type LessonSection } from '../lib/lesson-sections';
import { LessonMarkdown } from './lesson-markdown';
import { LessonVideoCard } from './lesson-video-card';
import './lesson-article.css';

/** One lesson: its place in the guide, the summary as the lead, its video, then its sections. */
export function LessonArticle({ lesson }: { lesson: Lesson }) {
  const { lead, sections } = splitSections(lesson.body);
  return (
    <article className="lesson">
      <p className="lesson__position">{tutorialText.position(lesson.position, lesson.total)}</p>
      <p className="lesson__summary">{lesson.summary}</p>
      {lesson.video && <LessonVideoCard lesson={lesson} video={lesson.video} />}
      {lead && (
        <section className="lesson__section">
          <LessonMarkdown text={lead} />
        </section>
      )}
      {sections.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
    </article>
  );
}

function Section({ section }: { section: LessonSection }) {
  const headingId = useId();
  return (
    <section className="lesson__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="lesson__heading">
        {section.heading}
      </h2>
      <LessonMarkdown text={section.markdown} />
    </section>
  );
}
