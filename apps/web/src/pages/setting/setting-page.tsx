import { Button } from 'antd-mobile';
import { NavList } from '../../components/nav-list/nav-list';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorState, LoadingState } from '../../components/status-view/status-view';
import { useUserInfo } from '../../features/session/api/userinfo';
import { useSignOut } from '../../features/session/hooks/use-sign-out';
import { ModelPicker } from '../../features/settings/components/model-picker';
import { errorText } from '../../lib/http';
import { routeTitles } from '../../locales/zh-CN/routes';
import { settingsText } from '../../locales/zh-CN/settings';
import './setting-page.css';

const LEGAL_LINKS = [
  { to: '/privacyPolicy', label: routeTitles.privacyPolicy },
  { to: '/userAgreement', label: routeTitles.userAgreement },
] as const;

/** /setting: who is signed in, the answering model, the legal texts, and signing out. */
export function SettingPage() {
  const userInfo = useUserInfo();
  const signOut = useSignOut();
  const info = userInfo.data;

  let account;
  if (info) {
    account = (
      <>
        <section className="settings-section" aria-labelledby="settings-account">
          <h2 id="settings-account" className="settings-section__title">
            {settingsText.profileSection}
          </h2>
          <dl className="settings-profile">
            <div className="settings-profile__row">
              <dt>{settingsText.nameLabel}</dt>
              <dd>{info.realName}</dd>
            </div>
            <div className="settings-profile__row">
              <dt>{settingsText.workIdLabel}</dt>
              <dd>{info.workId}</dd>
            </div>
          </dl>
        </section>
        <section className="settings-section" aria-labelledby="settings-model">
          <h2 id="settings-model" className="settings-section__title">
            {settingsText.modelSection}
          </h2>
          <ModelPicker models={info.models} />
        </section>
      </>
    );
  } else if (userInfo.isError) {
    account = <ErrorState message={errorText(userInfo.error, '')} onRetry={() => void userInfo.refetch()} />;
  } else {
    account = <LoadingState />;
  }

  return (
    <Page header={<PageHeader title={routeTitles.setting} />}>
      {account}
      <section className="settings-section" aria-labelledby="settings-legal">
        <h2 id="settings-legal" className="settings-section__title">
          {settingsText.aboutSection}
        </h2>
        <NavList items={LEGAL_LINKS} />
      </section>
      <div className="settings-sign-out">
        <Button block size="large" className="settings-sign-out__button" onClick={signOut}>
          {settingsText.signOut}
        </Button>
      </div>
    </Page>
  );
}
