import { useId } from "react";
import { useTranslation } from "../i18n/translation-context.tsx";
import "./quantity-field.css";

/** The most of one item a cart line takes (the cart's own stepper allows the same). */
export const maxQuantity = 99;

/** A whole number between 1 and `maxQuantity`; anything else typed becomes the nearest of those. */
export function boundedQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(maxQuantity, Math.max(1, Math.round(value)));
}

/** How many to add: a labelled number field with one-less and one-more buttons beside it. */
export function QuantityField({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="quantity-field">
      <label htmlFor={id} className="visually-hidden">
        {t("layout.quantity")}
      </label>
      <button
        type="button"
        aria-label={t("layout.decrease")}
        aria-controls={id}
        disabled={value <= 1}
        onClick={() => onChange(boundedQuantity(value - 1))}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={maxQuantity}
        value={value}
        onChange={(event) => onChange(boundedQuantity(event.target.valueAsNumber))}
      />
      <button
        type="button"
        aria-label={t("layout.increase")}
        aria-controls={id}
        disabled={value >= maxQuantity}
        onClick={() => onChange(boundedQuantity(value + 1))}
      >
        +
      </button>
    </div>
  );
}
