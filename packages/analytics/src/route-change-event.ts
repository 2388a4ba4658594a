/** The data-layer event pushed after every in-site navigation; tag-manager triggers listen for this name. */
export const routeChangeEventName = "route_change";

/** Pushed this long after the route updates, so the new page's title is in place. */
export const routeChangePushDelayMs = 50;

export type RouteChangeEvent = { event: typeof routeChangeEventName; page_path: string; page_title?: string };

/** `path` is the new location's path and query, without the hash; the title is the new document title. */
export function routeChangeEvent(path: string, title?: string): RouteChangeEvent {
  const pagePath = path.split("#", 1)[0] || "/";
  const pageTitle = title?.trim();
  return pageTitle
    ? { event: routeChangeEventName, page_path: pagePath, page_title: pageTitle }
    : { event: routeChangeEventName, page_path: pagePath };
}
