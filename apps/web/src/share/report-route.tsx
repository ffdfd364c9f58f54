import { SharedReport } from '../pages/ai-underwriting-report/shared-report';
import '../features/colour-page/components/colour-page-form.css';
import '../features/underwriting/components/underwriting.css';

/** The share page's underwriting report (a chunk of its own: a comparison's customer never loads it). */
export default function ReportRoute({ id, shareCode }: { id: string; shareCode: string }) {
  return <SharedReport id={id} shareCode={shareCode} />;
}
