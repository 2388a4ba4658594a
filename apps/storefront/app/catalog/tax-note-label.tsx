import { useTranslation } from "../i18n/translation-context.tsx";
import { useSiteData } from "../site/routing/site-data.ts";
import { taxNote } from "./tax-note.ts";
import "./tax-note.css";

/** The tax note beside a price ("inkl. MwSt.", "plus tax"), on the storefront's basis. */
export function TaxNoteLabel() {
  const { t } = useTranslation();
  const site = useSiteData();
  return <span className="tax-note">{taxNote(t, site.storefront.id, site.pricesIncludeTax)}</span>;
}

/** The tax note as text, for places that take a string (the toaster's price). */
export function useTaxNote(): string {
  const { t } = useTranslation();
  const site = useSiteData();
  return taxNote(t, site.storefront.id, site.pricesIncludeTax);
}
