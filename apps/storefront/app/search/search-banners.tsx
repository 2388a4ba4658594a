import type { Banner } from "@hushling/search-protocol";
import { Link } from "react-router";

/** Only addresses on this storefront are followed, so a banner can never send a shopper elsewhere. */
export function isStorefrontPath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

/**
 * Banner and hand-picked content pictures are drawn 3:1 at this size (public/images/banners); the
 * attributes reserve their space before they load, so a picture never shifts what is below it.
 */
export function ContentPicture({ src, alt, lazy = false }: { src: string; alt: string; lazy?: boolean }) {
  return <img src={src} alt={alt} width={600} height={200} decoding="async" {...(lazy ? { loading: "lazy" } : {})} />;
}

/**
 * The search banners for a place: each a link with its picture (its alt text describes it) and its name.
 * Pictures come from the storefront itself, as the page's image policy allows; a banner whose picture is
 * elsewhere shows its alt text instead.
 */
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
            {isStorefrontPath(banner.bannerImg) ? (
              <ContentPicture src={banner.bannerImg} alt={banner.bannerAltTag} />
            ) : (
              <span>{banner.bannerAltTag}</span>
            )}{" "}
            <strong>{banner.bannerName}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}
