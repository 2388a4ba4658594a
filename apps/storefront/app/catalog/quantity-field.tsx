import { useEffect, useId, useRef } from "react";
import { useTranslation } from "../i18n/translation-context.tsx";
import "./quantity-field.css";

/** The most of one item a cart line takes (the cart's own stepper allows the same). */
export const maxQuantity = 99;

/**
 * The quantity a shopper typed, when it is one: a whole number from 1 to `maxQuantity`. Anything else
 * (`0`, `-3`, `2.5`, empty) is undefined and refused next to the field, never turned into another number.
 */
export function typedQuantity(text: string): number | undefined {
  const quantity = /^\d{1,2}$/.test(text.trim()) ? Number(text) : 0;
  return quantity >= 1 && quantity <= maxQuantity ? quantity : undefined;
}

/**
 * How many to add: a labelled number field with one-less and one-more buttons beside it. The field keeps
 * what was typed; a quantity it cannot take is told under it (and Add to cart refuses it).
 */
export function QuantityField({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const quantity = typedQuantity(text);
  // What a shopper typed into the server-rendered field before the page's code ran (a slow phone) stays on
  // screen through hydration, so it is the quantity: read once from the field, never reset to the default.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page becomes interactive
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== text) onChange(typed);
  }, []);
  const step = (by: number) => onChange(String(Math.min(maxQuantity, Math.max(1, (quantity ?? 1) + by))));
  return (
    <div className="quantity-area">
      <div className="quantity-field">
        <label htmlFor={id} className="visually-hidden">
          {t("layout.quantity")}
        </label>
        <button
          type="button"
          aria-label={t("layout.decrease")}
          aria-controls={id}
          disabled={quantity !== undefined && quantity <= 1}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          ref={field}
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxQuantity}
          step={1}
          value={text}
          aria-invalid={quantity === undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          aria-label={t("layout.increase")}
          aria-controls={id}
          disabled={quantity !== undefined && quantity >= maxQuantity}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      <p id={`${id}-error`} className="quantity-error" role="alert">
        {quantity === undefined ? t("layout.quantityInvalid") : null}
      </p>
    </div>
  );
}
