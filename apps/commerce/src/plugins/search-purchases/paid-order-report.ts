import { type PaidOrder, paidOrderSchema } from "@hushling/catalog";
import { catalogKey } from "@hushling/shop-api";

type SlugTranslations = Parameters<typeof catalogKey>[0]["translations"];

/**
 * The report of a paid order for the search service: the storefront (the channel's code) and the
 * catalog key of each product bought, as the export names them. Undefined for a channel that is no
 * storefront (the default channel).
 */
export function paidOrderReport(
  channelCode: string,
  orderCode: string,
  products: readonly { slug: string; translations: SlugTranslations }[],
): PaidOrder | undefined {
  const parsed = paidOrderSchema.safeParse({
    storefront: channelCode,
    orderCode,
    productKeys: [...new Set(products.map(catalogKey))],
  });
  return parsed.success ? parsed.data : undefined;
}
