import type { SearchRecord } from "@hushling/search-protocol";
import { TaxNoteLabel } from "../catalog/tax-note-label.tsx";
import { useSiteData } from "../site/routing/site-data.ts";
import { recordPrice } from "./record-price.ts";

/**
 * A search record's price with the tax note beside it, as product cards show theirs; nothing for a
 * record without a price (a note alone would say nothing).
 */
export function RecordPriceLabel({ record, className }: { record: SearchRecord; className?: string }) {
  const site = useSiteData();
  const price = recordPrice(record, site.locale);
  if (!price) return null;
  return (
    <p className={className}>
      {price} <TaxNoteLabel />
    </p>
  );
}
