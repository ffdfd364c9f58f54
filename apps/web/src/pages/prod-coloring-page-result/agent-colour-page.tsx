import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ColourPage } from '@broker/contract';
import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import {
  colourPageKeys,
  shareColourPage,
  stopSharingColourPage,
  useColourPage,
} from '../../features/colour-page/api/colour-page-api';
import { ColourPageImage } from '../../features/colour-page/components/colour-page-image';
import {
  HISTORY_PATH,
  configPath,
  customerUrl,
  sharedImagePath,
} from '../../features/colour-page/lib/colour-page-url';
import { confirmDialog, toast } from '../../lib/feedback';
import { errorText } from '../../lib/http';
import { colourPageText as t } from '../../locales/zh-CN/colour-page';
import { ResultActions } from './result-actions';
import { StoppedSharing } from './stopped-sharing';

/** The agent's finished page: the image to long-press, download or share, the link and its QR code. */
export function AgentColourPage({ id }: { id: string }) {
  const query = useColourPage(id);
  const queryClient = useQueryClient();
  const changed = (page: ColourPage, message: string) => {
    queryClient.setQueryData(colourPageKeys.page(page.id), page);
    toast.show(message);
  };
  // Stopping cannot be undone for the link already sent, so it is confirmed; sharing again is not.
  const stopSharing = () =>
    confirmDialog({
      content: t.stopSharingConfirm,
      confirmText: t.stopSharing,
      danger: true,
      onConfirm: async () => changed(await stopSharingColourPage(id), t.sharingStopped),
    });
  const shareAgain = async () => {
    try {
      changed(await shareColourPage(id), t.sharingStarted);
    } catch {
      // The client has shown the server's detail.
    }
  };
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
      {page.shared ? (
        <>
          <ColourPageImage src={src} title={page.title} />
          <ResultActions page={page} imageSrc={src} url={customerUrl(page)} onStopSharing={stopSharing} />
        </>
      ) : (
        <StoppedSharing page={page} onShareAgain={() => void shareAgain()} />
      )}
      <Link className="cp-result__history" to={HISTORY_PATH}>
        {t.history}
      </Link>
    </div>
  );
}
