import { useId } from 'react';
import { tutorialText, type TutorialSection } from '../../../locales/zh-CN/tutorial';
import type { LessonLookup } from '../lib/lessons';
import './lesson-article.css';

/** One lesson: its place in the guide, the summary as the lead, then its sections. */
export function LessonArticle({ found, total }: { found: LessonLookup; total: number }) {
  const { lesson, position } = found;
  return (
    <article className="lesson">
      <p className="lesson__position">{tutorialText.position(position, total)}</p>
      <p className="lesson__summary">{lesson.summary}</p>
      {lesson.sections.map((section) => (
        <LessonSection key={section.heading} section={section} />
      ))}
    </article>
  );
}

function LessonSection({ section }: { section: TutorialSection }) {
  const headingId = useId();
  return (
    <section className="lesson__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="lesson__heading">
        {section.heading}
      </h2>
      {section.paragraphs?.map((text) => (
        <p key={text} className="lesson__paragraph">
          {text}
        </p>
      ))}
      {section.points && (
        <ul className="lesson__points">
          {section.points.map((point) => (
            <li key={point} className="lesson__point">
              {point}
            </li>
          ))}
        </ul>
      )}
      {section.steps && (
        <ol className="lesson__steps" aria-label={tutorialText.stepsLabel}>
          {section.steps.map((step) => (
            <li key={step} className="lesson__step">
              {step}
            </li>
          ))}
        </ol>
      )}
      {section.tip && (
        <p className="lesson__tip">
          <span className="lesson__tip-label">{tutorialText.tip}</span>
          {section.tip}
        </p>
      )}
    </section>
  );
}
