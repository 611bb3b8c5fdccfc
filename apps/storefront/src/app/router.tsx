import { createElement } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { NotFoundScreen } from '../screens/NotFound/NotFoundScreen.tsx';
import { screenRoutes, servedAsNotFound } from './findRoute.ts';

/** Any other path: the not-found screen. */
const notFound: RouteObject = { path: '*', element: createElement(NotFoundScreen) };

/** Every route of spec section 2 with its screen, each a lazy route module (loaded on first use). */
const routes: RouteObject[] = [
  ...screenRoutes.map(({ path, Screen }) => ({ path, element: createElement(Screen) })),
  notFound,
];

/**
 * The routed view: the current route's screen, or the not-found screen; a page the server answered as
 * not found shows only the not-found screen.
 */
export function Screens() {
  return useRoutes(servedAsNotFound() ? [notFound] : routes);
}
