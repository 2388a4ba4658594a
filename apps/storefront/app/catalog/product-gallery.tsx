import { useTranslation } from "../i18n/translation-context.tsx";
import type { GalleryPicture } from "./product-image.ts";
import "./product-gallery.css";

/**
 * The product's pictures: the chosen one large, the others as buttons under it. Each button says which
 * picture it shows (its alt text) and the chosen one is marked pressed; the large picture is the page's
 * LCP, so it loads eagerly and first.
 */
export function ProductGallery({
  name,
  pictures,
  shown,
  onShow,
}: {
  name: string;
  pictures: readonly GalleryPicture[];
  shown: number;
  onShow: (index: number) => void;
}) {
  const { t } = useTranslation();
  const main = pictures[shown] ?? pictures[0];
  if (!main) return null;
  return (
    <section className="product-gallery" aria-label={t("layout.gallery", { name })}>
      <div className="product-gallery-main art">
        <img
          className="product-image"
          src={main.url}
          alt={main.alt}
          width={main.width}
          height={main.height}
          loading="eager"
          fetchPriority="high"
        />
      </div>
      {pictures.length > 1 ? (
        <ul className="product-gallery-thumbs">
          {pictures.map((picture, index) => (
            <li key={picture.url}>
              <button
                type="button"
                className="art"
                aria-pressed={index === shown}
                aria-label={`${t("layout.showPicture", { number: index + 1, count: pictures.length })}: ${picture.alt}`}
                onClick={() => onShow(index)}
              >
                {/* Low: the large picture (the page's LCP) gets the connections first, and React does not preload these. */}
                <img
                  src={picture.url}
                  alt=""
                  width={picture.width}
                  height={picture.height}
                  decoding="async"
                  fetchPriority="low"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
