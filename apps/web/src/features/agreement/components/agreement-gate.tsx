import { useState } from 'react';
import { Dialog } from 'antd-mobile';
import { IMPORTANT_NOTICE_AGREEMENT_ID } from '@broker/contract';
import { ErrorState, LoadingState } from '../../../components/status-view/status-view';
import { errorText } from '../../../lib/http';
import { closeNativeView } from '../../../lib/platform/native-bridge';
import { currentPlatform } from '../../../lib/platform/platform';
import { agreementText } from '../../../locales/zh-CN/agreement';
import { useUserStore } from '../../../stores/user-store';
import { useAcceptAgreement } from '../api/accept-agreement';
import { useAgreement } from '../api/get-agreement';
import { AgreementText } from './agreement-text';
import './agreement-gate.css';

/**
 * Spec §4 important-notice dialog: shown until the agent accepts the current version. Declining closes
 * it for now and, when the app launched us with appbackFlag, returns to the native app.
 */
export function AgreementGate({ required }: { required: boolean }) {
  const [declined, setDeclined] = useState(false);
  const appFlag = useUserStore((s) => s.appFlag);
  const open = required && !declined;
  const agreement = useAgreement(IMPORTANT_NOTICE_AGREEMENT_ID, open);
  const accept = useAcceptAgreement();
  const title = agreement.data?.title ?? agreementText.dialogFallbackTitle;

  const decline = () => {
    setDeclined(true);
    if (appFlag && currentPlatform().isNativeApp) closeNativeView();
  };

  let content;
  if (agreement.isPending) content = <LoadingState />;
  else if (agreement.isError)
    content = (
      <ErrorState
        message={errorText(agreement.error, agreementText.loadFailed)}
        onRetry={() => void agreement.refetch()}
      />
    );
  else content = <AgreementText body={agreement.data.body} showTitle={false} />;

  return (
    <Dialog
      visible={open}
      aria-label={title}
      title={title}
      bodyClassName="agreement-gate"
      content={
        // Focusable so keyboard and switch users can scroll the text.
        <div className="agreement-gate__scroll" tabIndex={0}>
          {content}
        </div>
      }
      actions={[
        [
          { key: 'decline', text: agreementText.decline, onClick: decline },
          {
            key: 'accept',
            text: agreementText.accept,
            bold: true,
            disabled: !agreement.data,
            onClick: async () => {
              if (!agreement.data) return;
              const { id, version } = agreement.data;
              await accept.mutateAsync({ id, version }).catch(() => undefined);
            },
          },
        ],
      ]}
    />
  );
}
