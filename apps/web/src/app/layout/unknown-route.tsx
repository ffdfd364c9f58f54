import { Navigate, useLocation } from 'react-router';
import { HOME_PATH } from '../routes';
import type { ComingSoonState } from '../spec-routes';

/**
 * Unknown paths go home, carrying the path: the home screen's notice (a lazy chunk, with spec §2's
 * names) says '该功能即将上线' when it is one of the spec's routes not built yet.
 */
export function UnknownRoute() {
  const { pathname } = useLocation();
  const state: ComingSoonState = { comingSoon: pathname };
  return <Navigate to={HOME_PATH} replace state={state} />;
}
