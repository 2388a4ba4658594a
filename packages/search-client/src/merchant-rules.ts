import type { Banner, KeywordMapResponse } from "@hushling/search-protocol";
import { isBannerActive } from "@hushling/search-protocol/banner-dates";
import { normaliseTerm } from "@hushling/search-protocol/search-terms";

export type BannerPlace = "landingpage" | "quicksearch" | "catnav";

/**
 * The banners to show: active today (start on or before today, end empty or today or later: the end date
 * lasts until 23:59:59), meant for this place, and for this term when the banner names terms. A banner
 * needs a place and (outside category pages) a search term; without them none shows.
 */
export function activeBanners(
  banners: readonly Banner[],
  where: { place: BannerPlace | undefined; term: string | undefined },
  now: Date,
  timeZone?: string,
): Banner[] {
  if (!where.place) return [];
  const term = normaliseTerm(where.term ?? "");
  if (where.place !== "catnav" && term === "") return [];
  return banners.filter((banner) => {
    if (!isBannerActive(banner, now, timeZone)) return false;
    const shown =
      where.place === "landingpage"
        ? banner.showOnLandingPage
        : where.place === "quicksearch"
          ? banner.showOnQuickSearch
          : banner.showOnCategoryPage;
    if (!shown) return false;
    return (
      where.place === "catnav" ||
      !banner.showForTerms ||
      banner.showForTerms.some((wanted) => normaliseTerm(wanted) === term)
    );
  });
}

/**
 * Where a keyword map sends this term, or undefined to search as usual. Only paths on the storefront
 * itself are followed, so a map can never become an open redirect.
 */
export function keywordRedirect(maps: KeywordMapResponse, term: string): string | undefined {
  const wanted = normaliseTerm(term);
  if (!wanted) return undefined;
  const match = maps.klevu_keywordUrlMap.find((map) =>
    map.keywords.some((keyword) => normaliseTerm(keyword) === wanted),
  );
  return match && /^\/(?![/\\])/.test(match.url) ? match.url : undefined;
}
