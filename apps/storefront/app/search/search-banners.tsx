import type { Banner } from "@hushling/search-protocol";
import { Link } from "react-router";

/** Only addresses on this storefront are followed, so a banner can never send a shopper elsewhere. */
export function isStorefrontPath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

/** The search banners for a place: each a link with its text (pictures are the design's later part). */
export function SearchBanners({
  banners,
  onSelect,
}: {
  banners: readonly Banner[];
  onSelect?: (banner: Banner) => void;
}) {
  const shown = banners.filter((banner) => isStorefrontPath(banner.redirectUrl));
  if (shown.length === 0) return null;
  return (
    <ul className="search-banners">
      {shown.map((banner) => (
        <li key={banner.bannerRef}>
          <Link to={banner.redirectUrl} className="search-banner" onClick={() => onSelect?.(banner)}>
            <strong>{banner.bannerName}</strong> <span>{banner.bannerAltTag}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
