// The operation guide's two screens load as one chunk: opening a lesson from the list loads no more code.
export { TutorialPage } from './tutorial-page';
export { TutorialDetailPage } from '../tutorial-detail/tutorial-detail-page';
