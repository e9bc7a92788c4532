// The route table module itself, not the shared package entry: it is plain data, needed by the
// entry before any shared module has loaded.
import { ROUTES, type RouteEntry } from '@kuza/contracts/routes';

/** The row of the route table an address opens, if any. */
export function routeOf(pathname: string): RouteEntry | undefined {
  return ROUTES.find(({ path }) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(pathname));
}
