import { Link, Navigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page/page';
import { useClientConfig } from '../../features/session/api/client-config';
import { LoginForm } from '../../features/session/components/login-form';
import { EXPIRED_PARAM, safeRedirect } from '../../features/session/redirect';
import { common } from '../../locales/zh-CN/common';
import { routeTitles } from '../../locales/zh-CN/routes';
import { sessionText } from '../../locales/zh-CN/session';
import { selectIsSignedIn, useUserStore } from '../../stores/user-store';
import './login-page.css';

/** /login: sign in with work id and password, then on to the page the agent wanted. */
export function LoginPage() {
  const signedIn = useUserStore(selectIsSignedIn);
  const [params] = useSearchParams();
  const config = useClientConfig();
  if (signedIn) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  const passwordLoginEnabled = config.data?.passwordLoginEnabled ?? true;

  return (
    <Page className="login-page">
      <div className="login">
        <div className="login__brand">
          <img
            className="login__logo"
            src={`${import.meta.env.BASE_URL}favicon.svg`}
            alt=""
            width={56}
            height={56}
          />
          <h1 className="login__name">{common.appName}</h1>
          <p className="login__subtitle">{sessionText.brandSubtitle}</p>
        </div>
        <h2 className="visually-hidden">{routeTitles.login}</h2>
        {params.get(EXPIRED_PARAM) === '1' && passwordLoginEnabled && (
          <p className="login__expired" role="status">
            {sessionText.sessionExpired}
          </p>
        )}
        {passwordLoginEnabled ? (
          <LoginForm />
        ) : (
          <p className="login__notice" role="status">
            {sessionText.passwordLoginDisabled}
          </p>
        )}
        <p className="login__terms">
          {sessionText.agreementPrefix}
          <Link to="/userAgreement">《{routeTitles.userAgreement}》</Link>
          {sessionText.and}
          <Link to="/privacyPolicy">《{routeTitles.privacyPolicy}》</Link>
        </p>
      </div>
    </Page>
  );
}
