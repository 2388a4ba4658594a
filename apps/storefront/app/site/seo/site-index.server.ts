import { createStorefrontRegistry } from "@hushling/storefronts";
import { loadCatalog } from "../../catalog/catalog-source.server.ts";
import { contentPagesOf, loadContentPages } from "../../content/content-pages.server.ts";
import type { BuildSettings } from "../build/build-settings.ts";
import { type SitePage, storefrontPages } from "./site-index.ts";

let pending: Promise<SitePage[]> | undefined;

/**
 * Every page of every storefront in every language. A build needs the whole index, not only its own
 * storefront, to write hreflang links that point at pages that exist. The storefront being built must
 * load; another storefront whose catalog cannot be read (a one-storefront export, commerce stopped) is
 * left out of the alternates with a warning, and `check:build` reports the missing reciprocity.
 */
export function loadSiteIndex(settings: BuildSettings): Promise<SitePage[]> {
  pending ??= (async () => {
    const { storefronts } = createStorefrontRegistry(settings.hosts);
    const building = settings.storefront;
    const content = loadContentPages(settings.contentDirectory);
    const skipped: string[] = [];
    let firstError = "";
    const perStorefront = await Promise.all(
      storefronts.map(async (storefront) => {
        try {
          const perLanguage = await Promise.all(
            storefront.languages.map(async (language) =>
              storefrontPages(
                storefront,
                language.code,
                await loadCatalog(storefront, language.code, settings.exportDirectory),
                contentPagesOf(storefront, content).map((page) => page.slug),
              ),
            ),
          );
          return perLanguage.flat();
        } catch (error) {
          if (storefront.id === building) throw error;
          skipped.push(storefront.id);
          firstError ||= (error as Error).message.split("\n")[0] ?? "";
          return [];
        }
      }),
    );
    if (skipped.length > 0) {
      console.warn(`hreflang: storefronts ${skipped.join(", ")} left out of the alternates; ${firstError}`);
    }
    return perStorefront.flat();
  })();
  return pending;
}
