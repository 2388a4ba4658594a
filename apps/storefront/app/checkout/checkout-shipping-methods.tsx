import { formatPrice } from "../catalog/price.ts";
import { useTranslation } from "../i18n/translation-context.tsx";
import { useSiteData } from "../site/routing/site-data.ts";
import type { ShippingOption } from "./checkout-session.ts";

/** The shipping step: the methods commerce offers for the order's address, one to choose. */
type ShippingMethodsProps = {
  options: ShippingOption[] | "network" | undefined;
  chosen: string;
  currency: string;
  locale: string;
  problem: string | undefined;
  onChoose: (id: string) => void;
};

export function ShippingMethods({ options, chosen, currency, locale, problem, onChoose }: ShippingMethodsProps) {
  const { t } = useTranslation();
  // A storefront that shows prices with tax shows delivery with tax too: the amount the order is charged.
  const { pricesIncludeTax } = useSiteData();
  if (options === undefined) return <p aria-busy="true">{t("checkout.loading")}</p>;
  if (options === "network") return <p className="checkout-problem">{t("checkout.problems.network")}</p>;
  return (
    <fieldset className="checkout-methods" aria-describedby={problem ? "shipping-method-problem" : undefined}>
      <legend>{t("checkout.shipping.choose")}</legend>
      {options.map((option) => (
        <label key={option.id} className="checkout-method">
          <input
            type="radio"
            name="shippingMethod"
            value={option.id}
            checked={chosen === option.id}
            aria-invalid={!!problem}
            onChange={() => onChoose(option.id)}
          />
          <span>{option.name}</span>
          <span>{formatPrice(pricesIncludeTax ? option.priceWithTax : option.price, currency, locale)}</span>
        </label>
      ))}
      {problem ? (
        <p id="shipping-method-problem" className="checkout-problem">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
