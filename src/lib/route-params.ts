/**
 * @deprecated Moved to ~/shared/route-params (both sides use it); this re-export keeps the files
 * not yet migrated compiling until the R2 merge.
 */
export {
  checkRouteParams,
  ROUTE_PARAMS,
  routeNotFoundMessage,
  type RouteError,
  type RouteParamName,
} from "~/shared/route-params";
