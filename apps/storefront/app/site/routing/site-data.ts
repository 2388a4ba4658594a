import { useRouteLoaderData } from "react-router";
import type { SiteData } from "./site-data.server.ts";

export type { SiteData };

/** The page's storefront and language (the root loader's data), for any component below the root. */
export function useSiteData(): SiteData {
  const site = useRouteLoaderData<SiteData>("root");
  if (!site) throw new Error("useSiteData: the root loader has not run (used outside the root route?)");
  return site;
}

/** The same, or undefined where the root loader has no data (the root's error boundary). */
export function useOptionalSiteData(): SiteData | undefined {
  return useRouteLoaderData<SiteData>("root");
}
