import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { boot } from './app/boot/boot';
import { setupHttp } from './app/http-setup';
import { createQueryClient } from './app/query-client';
import { createAppRouter, type AppRouter } from './app/router';
import { preloadFeedback } from './lib/feedback';
import { installRootFontSize } from './lib/layout/root-font-size';
import './app/styles/global.css';

installRootFontSize();

const queryClient = createQueryClient();
let router: AppRouter | undefined;
setupHttp(
  queryClient,
  (to) => void router?.navigate(to, { replace: true }),
  () => router?.state.location.pathname ?? '/index',
);

// The router is created after boot, once the SSO credential is out of the address, so the router never
// sees it. Until then the static splash from index.html stays up.
void boot(queryClient)
  .catch(() => undefined)
  .then(() => {
    router = createAppRouter();
    const container = document.getElementById('root');
    if (container) createRoot(container).render(<App queryClient={queryClient} router={router} />);
    // After the first screen: toasts and dialogs must work even if the network drops later.
    setTimeout(preloadFeedback, 1000);
    // Behaviour tracking (decision 028): its own chunk, once the first screen is up.
    setTimeout(
      () =>
        void import('./lib/tracking/tracker').then(
          (m) => m.startTracker(),
          () => undefined,
        ),
      2000,
    );
  });
