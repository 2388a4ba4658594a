// The navigation schema lives in the content package, shared with the other readers of content/.
export type { Navigation, ResolvedLink, ResolvedNavigation } from "@hushling/content";
export { navigationSchema, resolveNavigation } from "@hushling/content";
