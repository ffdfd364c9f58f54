import { Navigate, useLocation } from 'react-router';
import { HOME_PATH } from '../routes';
import { SPEC_ROUTE_NAMES, type ComingSoonState } from '../spec-routes';

/** Unknown paths go home; one of spec §2's routes not built yet says so there, by name. */
export function UnknownRoute() {
  const { pathname } = useLocation();
  const name = SPEC_ROUTE_NAMES[pathname];
  const state: ComingSoonState | undefined = name ? { comingSoon: name } : undefined;
  return <Navigate to={HOME_PATH} replace state={state} />;
}
