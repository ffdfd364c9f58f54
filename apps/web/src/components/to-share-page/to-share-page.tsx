import { useEffect } from 'react';
import { sharePageUrl } from '@broker/contract';
import { LoadingState } from '../status-view/status-basic';

/**
 * A customer's link (`shareFlag=1`) reached inside the app: the customer's pages are the light share
 * page's (decision 038), so the browser goes there with the same route.
 */
export function ToSharePage() {
  useEffect(() => {
    window.location.replace(sharePageUrl(window.location.origin, window.location.hash.slice(1)));
  }, []);
  return <LoadingState />;
}
