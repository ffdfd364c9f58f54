import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../../components/status-view/status-view';
import { loginPath } from '../../features/session/redirect';
import { selectIsSignedIn, useUserStore } from '../../stores/user-store';
import type { AppRoute } from '../routes';

/** One route's screen: signed-out agents go to /login (remembering the page), lazy pages get a spinner. */
export function RoutePage({ route }: { route: AppRoute }) {
  const signedIn = useUserStore(selectIsSignedIn);
  const location = useLocation();
  if (!route.public && !signedIn)
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  const Screen = route.component;
  return (
    <Suspense fallback={<LoadingState />}>
      <Screen />
    </Suspense>
  );
}
