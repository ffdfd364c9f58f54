import { SharedColourPage } from '../pages/prod-coloring-page-result/shared-colour-page';
import '../pages/prod-coloring-page-result/prod-coloring-page-result-page.css';

/** The share page's colour page (a chunk of its own: a comparison's customer never loads it). */
export default function ColourPageRoute({ id, shareCode }: { id: string; shareCode: string }) {
  return <SharedColourPage id={id} shareCode={shareCode} />;
}
