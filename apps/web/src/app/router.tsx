import { Navigate, createHashRouter } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RoutePage } from './layout/route-page';
import { UnknownRoute } from './layout/unknown-route';
import { HOME_PATH, ROUTES, type RouteHandle } from './routes';

export type AppRouter = ReturnType<typeof createHashRouter>;

/** Hash routes from the route table; '/' and unknown paths redirect home (spec routes not built yet say so). */
export function createAppRouter(): AppRouter {
  return createHashRouter([
    {
      element: <AppLayout />,
      children: [
        { path: '/', element: <Navigate to={HOME_PATH} replace /> },
        ...ROUTES.map((route) => ({
          path: route.path,
          element: <RoutePage route={route} />,
          handle: { title: route.title } satisfies RouteHandle,
        })),
        { path: '*', element: <UnknownRoute /> },
      ],
    },
  ]);
}
