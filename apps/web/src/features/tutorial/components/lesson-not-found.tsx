import { Link } from 'react-router';
import { tutorialText } from '../../../locales/zh-CN/tutorial';
import { TUTORIAL_PATH } from '../lib/lessons';
import './lesson-not-found.css';

/** A link without a lesson id, or to a lesson the guide no longer has: say so, offer the list. */
export function LessonNotFound({ missingId }: { missingId: boolean }) {
  return (
    <div className="lesson-missing" role="status">
      <p className="lesson-missing__title">
        {missingId ? tutorialText.missingTitle : tutorialText.notFoundTitle}
      </p>
      <p className="lesson-missing__text">{tutorialText.notFoundBody}</p>
      <Link className="lesson-missing__link" to={TUTORIAL_PATH}>
        {tutorialText.backToList}
      </Link>
    </div>
  );
}
