import type { SiteImage } from "./product-image.ts";
import "./colour-swatches.css";

export type Swatch = { sku: string; label: string; picture: SiteImage | null };

/**
 * The colours as swatches: each is a real radio input (arrow keys move, the name is the colour), drawn
 * as the colour's own picture with its name under it; the input itself stays focusable but unseen.
 */
export function ColourSwatches({
  legend,
  swatches,
  selected,
  onSelect,
}: {
  legend: string;
  swatches: readonly Swatch[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  return (
    <fieldset className="variant-picker colour-swatches">
      <legend>
        {legend}: <span className="colour-swatches-chosen">{swatches[selected]?.label}</span>
      </legend>
      <div className="colour-swatches-options">
        {swatches.map((swatch, index) => (
          <label key={swatch.sku} className="colour-swatch">
            <input
              type="radio"
              name="variant"
              value={swatch.sku}
              checked={index === selected}
              onChange={() => onSelect(index)}
            />
            <span className="colour-swatch-tile art" aria-hidden="true">
              {swatch.picture ? (
                // Low, as the gallery's thumbnails: the product's large picture (the page's LCP) loads first.
                <img
                  src={swatch.picture.url}
                  alt=""
                  width={swatch.picture.width}
                  height={swatch.picture.height}
                  fetchPriority="low"
                />
              ) : null}
            </span>
            <span className="colour-swatch-name">{swatch.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
