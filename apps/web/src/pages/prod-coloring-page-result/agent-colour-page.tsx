import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useColourPage } from '../../features/colour-page/api/colour-page-api';
import { ColourPageImage } from '../../features/colour-page/components/colour-page-image';
import {
  HISTORY_PATH,
  configPath,
  customerUrl,
  sharedImagePath,
} from '../../features/colour-page/lib/colour-page-url';
import { errorText } from '../../lib/http';
import { colourPageText as t } from '../../locales/zh-CN/colour-page';
import { ResultActions } from './result-actions';

/** The agent's finished page: the image to long-press, download or share, the link and its QR code. */
export function AgentColourPage({ id }: { id: string }) {
  const query = useColourPage(id);
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return (
      <ErrorState
        title={t.notFound}
        message={errorText(query.error, '')}
        onRetry={() => void query.refetch()}
      />
    );
  const page = query.data;
  const src = sharedImagePath(page.id, page.shareCode, page.imageHash);
  return (
    <div className="cp-result">
      <div className="cp-result__head">
        <p className="cp-result__name">{page.title}</p>
        <Link
          className="cp-result__edit"
          to={configPath(page.input.productCode, { id: page.id })}
          aria-label={`${t.edit}：${page.title}`}
        >
          {t.edit}
        </Link>
      </div>
      <ColourPageImage src={src} title={page.title} />
      <ResultActions page={page} imageSrc={src} url={customerUrl(page)} />
      <Link className="cp-result__history" to={HISTORY_PATH}>
        {t.history}
      </Link>
    </div>
  );
}
