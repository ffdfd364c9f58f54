// The operation guide's two screens load as one chunk: the lessons come with the list, so opening one
// waits for nothing more.
export { TutorialPage } from './tutorial-page';
export { TutorialDetailPage } from '../tutorial-detail/tutorial-detail-page';
