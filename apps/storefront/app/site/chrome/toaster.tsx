import { useTranslation } from "../../i18n/translation-context.tsx";
import { useSiteState } from "../state/site-state-provider.tsx";

/**
 * The toaster: shows the product of `setToasterProduct` (after adding to cart). The status region is
 * always in the page, so screen readers announce what appears in it.
 */
export function Toaster() {
  const { t } = useTranslation();
  const { state, dispatch } = useSiteState();
  const product = state.toasterProduct;
  return (
    <div className="toaster" role="status">
      {product ? (
        <div className="toaster-card">
          <p>
            {product.href ? (
              <a href={product.href}>{t("runtime.toasterAdded", { name: product.name })}</a>
            ) : (
              t("runtime.toasterAdded", { name: product.name })
            )}
            {product.price ? ` · ${product.price}` : null}
          </p>
          <button type="button" onClick={() => dispatch({ type: "setToasterProduct", product: undefined })}>
            {t("runtime.close")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
