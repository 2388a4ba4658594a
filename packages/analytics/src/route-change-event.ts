/** The data-layer event pushed after every in-site navigation; tag-manager triggers listen for this name. */
export const routeChangeEventName = "route_change";

/** Pushed this long after the route updates, so the new page's title is in place. */
export const routeChangePushDelayMs = 50;

export type RouteChangeEvent = { event: typeof routeChangeEventName; page_path: string; page_title?: string };

/**
 * Query parameters that name or open an order (the confirmation link's `?code=`): a tag or report that
 * reads the data layer never learns them. Compared without case, `_` or spaces.
 */
const privateParameters = new Set(["code", "ordercode", "token"]);

/** A page's path and query as the data layer may carry it: no hash, no private parameters. */
export function publicPagePath(path: string): string {
  const withoutHash = path.split("#", 1)[0] ?? "";
  const queryAt = withoutHash.indexOf("?");
  if (queryAt === -1) return withoutHash || "/";
  const kept = withoutHash
    .slice(queryAt + 1)
    .split("&")
    .filter((pair) => pair && !privateParameters.has(parameterName(pair)));
  const pathname = withoutHash.slice(0, queryAt) || "/";
  return kept.length > 0 ? `${pathname}?${kept.join("&")}` : pathname;
}

function parameterName(pair: string): string {
  const name = pair.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(name.replace(/\+/g, " ")).toLowerCase().replace(/[_\s]/g, "");
  } catch {
    return name.toLowerCase();
  }
}

/** `path` is the new location's path and query (see `publicPagePath`); the title is the new document title. */
export function routeChangeEvent(path: string, title?: string): RouteChangeEvent {
  const pagePath = publicPagePath(path);
  const pageTitle = title?.trim();
  return pageTitle
    ? { event: routeChangeEventName, page_path: pagePath, page_title: pageTitle }
    : { event: routeChangeEventName, page_path: pagePath };
}
