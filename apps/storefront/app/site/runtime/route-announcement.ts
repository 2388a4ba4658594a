/**
 * What a screen reader hears after an in-site navigation names the new page: its first level-one
 * heading, else the document title, else "new page at {path}" (the caller words the sentence).
 */
export function routeAnnouncementTitle(page: {
  firstHeading: string | null | undefined;
  documentTitle: string | null | undefined;
}): string | undefined {
  const heading = page.firstHeading?.replace(/\s+/g, " ").trim();
  if (heading) return heading;
  const title = page.documentTitle?.replace(/\s+/g, " ").trim();
  return title || undefined;
}

/** The data-layer event pushed after every route update (the tag manager's triggers listen for it). */
export const routeChangeEvent = "route-change";
/** The route-change event waits this long after the route updates, so the new title is in place. */
export const routeChangeDelayMs = 50;
/** After this long still loading, a navigation counts as delayed: an event fires and progress shows. */
export const delayedLoadingMs = 1000;
/** The window event fired when a navigation is delayed. */
export const delayedLoadingEvent = "hushling:delayed-loading";
