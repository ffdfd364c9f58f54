import { Navigate } from 'react-router';
import { HOME_PATH } from '../routes';

/** Unknown paths go home: every screen of spec §2 has its route (issue 17 built the last ones). */
export function UnknownRoute() {
  return <Navigate to={HOME_PATH} replace />;
}
