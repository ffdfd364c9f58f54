import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { GUIDE_FLAG_ID, TOOL_SCREENS } from '@broker/contract';
import { MenuIcon, NewChatIcon } from '../../components/icons/icons';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useUserInfo } from '../../features/session/api/userinfo';
import { errorText } from '../../lib/http';
import { homeText } from '../../locales/zh-CN/home';
import { routeTitles } from '../../locales/zh-CN/routes';
import { ChatScreen } from '../../features/chat/components/chat-screen';
import { chatActions } from '../../features/chat/store';
import { useMainStore } from '../../stores/main/main-store';
import { useCommonStore } from '../../stores/common-store';
import { useUserStore } from '../../stores/user-store';
import { chatText } from '../../locales/zh-CN/chat';
import { PRODUCT_SHEET_PATH } from '../../lib/url/product-sheet-path';
import { useKeyboardViewport } from './use-keyboard-viewport';
import { WelcomePanel } from './welcome-panel';
import './index-page.css';

// The drawer and the agreement dialog are not part of the first paint; they load when needed.
const loadDrawer = () => import('./drawer');
const IndexDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.IndexDrawer })));
// Only agents offered several models see the chip (with the settings' model names): not first-screen code.
const ModelSwitch = lazy(() => import('./model-switch').then((m) => ({ default: m.ModelSwitch })));
// The notice banner shows only on some days: its code loads after the first screen.
const NoticeBanner = lazy(() => import('./notice-banner').then((m) => ({ default: m.NoticeBanner })));
// The product assistant's chip (decision 048): only a launch locked to a product loads it.
const ProductAidesChip = lazy(() => import('./product-aides').then((m) => ({ default: m.ProductAidesChip })));
// Once per agent, after the agreement (decision 030); a default export, so no bytes on a `.then`.
const FirstRunGuide = lazy(() => import('./first-run-guide'));
const AgreementGate = lazy(() =>
  import('../../features/agreement/components/agreement-gate').then((m) => ({ default: m.AgreementGate })),
);

/** /index: the shell (header, drawer, agreement dialog) around the chat; the welcome panel until the first question. */
export function IndexPage() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const [gateUsed, setGateUsed] = useState(false);
  const userInfo = useUserInfo();
  const info = userInfo.data;
  const hasMessages = useMainStore((s) => s.messages.length > 0);
  // aiSource=app_dialog: the host app's dialog has its own bar; the buttons float over the chat instead.
  const navHeader = useUserStore((s) => s.navHeaderVisible);
  const lockedProduct = useUserStore((s) => s.lockedProduct);
  // The host app may name its assistant (template params, decision 036).
  const title = useCommonStore((s) => s.assistantParams.name) ?? routeTitles.index;
  const screen = useRef<HTMLDivElement>(null);
  useKeyboardViewport(screen);
  // /index is the product assistant: coming back from /csAssistant starts a conversation of its own.
  useEffect(() => {
    chatActions.switchChannel('');
  }, []);
  const realName = info?.realName ?? '';
  const workId = info?.workId ?? '';
  // Spec §1 watermark. Screens that answers' cards may open are added to `links` as they are built.
  const chatView = useMemo(
    () => ({
      watermark: realName ? [chatText.aiNotice, `${realName} ${workId}`] : [chatText.aiNotice],
      links: {
        ...(TOOL_SCREENS.compare && { compare: '/prodSelectConfig' }),
        ...(TOOL_SCREENS.calculator && { calculate: '/commissionCalculate' }),
        ...(TOOL_SCREENS.colourPage && { colourPage: '/prodColoringPageConfig' }),
        ...(TOOL_SCREENS.underwriting && { underwriting: '/aiUnderwriting' }),
        product: PRODUCT_SHEET_PATH,
      },
    }),
    [realName, workId],
  );
  // The stored copy may be stale, so only the server's answer decides about the dialog.
  const agreementRequired = Boolean(info) && !userInfo.isPlaceholderData && info?.acceptAgreement !== 1;
  // Once mounted, the gate stays mounted so that closing it animates.
  if (agreementRequired && !gateUsed) setGateUsed(true);

  const menuButton = (
    <button
      type="button"
      className="icon-button"
      aria-label={homeText.openMenu}
      aria-haspopup="dialog"
      aria-expanded={menuOpen}
      // Start loading the drawer on touch, before the tap completes.
      onPointerDown={() => void loadDrawer()}
      onClick={() => {
        setMenuUsed(true);
        setMenuOpen(true);
      }}
    >
      <MenuIcon />
    </button>
  );

  // Once a conversation is on screen the agent can start afresh without opening the drawer.
  const newChatButton = hasMessages ? (
    <button
      type="button"
      className="icon-button"
      aria-label={homeText.newConversation}
      onClick={() => chatActions.newConversation()}
    >
      <NewChatIcon />
    </button>
  ) : null;

  let body;
  if (info)
    body = (
      <ChatScreen
        empty={<WelcomePanel userInfo={info} />}
        view={chatView}
        toolbar={
          info.models.length > 1 && (
            <Suspense fallback={null}>
              <ModelSwitch models={info.models} />
            </Suspense>
          )
        }
      />
    );
  else if (userInfo.isError)
    body = (
      <ErrorState
        title={homeText.userInfoFailed}
        message={errorText(userInfo.error, '')}
        onRetry={() => void userInfo.refetch()}
      />
    );
  else body = <LoadingState />;

  return (
    <div ref={screen} className="index-screen">
      <Page
        className="index-page"
        header={
          navHeader ? (
            <PageHeader title={title} back={false} left={newChatButton} right={menuButton} />
          ) : (
            <div className="index-actions">
              {newChatButton}
              {menuButton}
            </div>
          )
        }
      >
        <Suspense fallback={null}>
          {lockedProduct && <ProductAidesChip code={lockedProduct} />}
          <NoticeBanner />
        </Suspense>
        {body}
        <Suspense fallback={null}>
          {menuUsed && (
            <IndexDrawer
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              realName={info?.realName}
              workId={info?.workId}
            />
          )}
          {gateUsed && <AgreementGate required={agreementRequired} />}
          {!userInfo.isPlaceholderData &&
            info?.acceptAgreement === 1 &&
            info.show.includes(GUIDE_FLAG_ID) && <FirstRunGuide info={info} />}
        </Suspense>
      </Page>
    </div>
  );
}
