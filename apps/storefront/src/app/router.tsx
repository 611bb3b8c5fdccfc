import { Route, useLocation } from 'wouter';
import { NotFoundScreen } from '../screens/NotFound/NotFoundScreen.tsx';
import { findRoute } from './findRoute.ts';

/** The routed view: the current route's screen (loaded on first use), or the not-found screen. */
export function Screens() {
  const [path] = useLocation();
  const route = findRoute(path);
  return route ? <Route path={route.path} component={route.Screen} /> : <NotFoundScreen />;
}
