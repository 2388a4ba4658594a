import { useTranslation } from "../i18n/translation-context.tsx";
import type { BundleView } from "./bundle-view.ts";
import { formatPrice } from "./price.ts";
import { TaxNoteLabel } from "./tax-note-label.tsx";

type Props = { bundle: BundleView; currency: string; locale: string };

/** The bundle template's summary: what is in the set, the set price against the parts, the saving. */
export function BundleDetails({ bundle, currency, locale }: Props) {
  const { t } = useTranslation();
  return (
    <section className="bundle" aria-labelledby="bundle-contents" data-bundle={bundle.sku}>
      <h2 id="bundle-contents">{t("bundle.contents")}</h2>
      <ul className="bundle-components">
        {bundle.components.map((component) => (
          <li key={component.key}>
            {t("bundle.component", { quantity: component.quantity })}{" "}
            {component.href ? <a href={component.href}>{component.name}</a> : component.name}
          </li>
        ))}
      </ul>
      <p className="bundle-separately">
        {t("bundle.separately", { price: formatPrice(bundle.componentsPrice, currency, locale) })} <TaxNoteLabel />
      </p>
      {bundle.saving > 0 ? (
        <p className="bundle-saving" data-testid="bundle-saving">
          {t("bundle.saving", { amount: formatPrice(bundle.saving, currency, locale) })}
        </p>
      ) : null}
    </section>
  );
}
