import { type CatalogPageQuery, createShopClient, ShopApiError } from "@hushling/shop-api";
import type { LanguageCode } from "@hushling/storefronts";

export class CatalogExportFailure extends Error {
  override name = "CatalogExportFailure";
}

export type ShopChannel = CatalogPageQuery["activeChannel"];
export type ShopCollection = CatalogPageQuery["collections"]["items"][number];
export type ShopProduct = CatalogPageQuery["products"]["items"][number];
export type ShopVariant = ShopProduct["variants"][number];
/** An asset as the Shop API describes it; `source` is the original file on the asset server. */
export type ShopAsset = NonNullable<ShopProduct["featuredAsset"]>;
/** An entity's slug in every language it is translated into; the English one is its key. */
export type ShopTranslations = ShopProduct["translations"];
/** One channel language of the Shop API, every page read. */
export type ShopCatalog = { channel: ShopChannel; collections: ShopCollection[]; products: ShopProduct[] };

const pageSize = 100;

/**
 * `fetch` that tries a read twice more when the connection fails (not when the server answers):
 * Node's keep-alive pool can reuse a socket the server is just closing, which surfaces as ECONNRESET.
 */
export async function fetchRead(url: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

type Page = { totalItems: number; items: unknown[] };

/** Reads every product and collection of a channel in one language, a page of 100 at a time. */
export async function readShopCatalog(
  shopApiUrl: string,
  channel: string,
  language: LanguageCode,
): Promise<ShopCatalog> {
  const client = createShopClient({ shopApiUrl, channelToken: channel, languageCode: language, fetch: fetchRead });
  const products: ShopProduct[] = [];
  const collections: ShopCollection[] = [];
  let activeChannel: ShopChannel | undefined;
  for (let skip = 0; ; skip += pageSize) {
    let page: CatalogPageQuery;
    try {
      page = await client.catalogPage(skip, pageSize);
    } catch (error) {
      if (error instanceof ShopApiError) throw new CatalogExportFailure(`${channel}/${language}: ${error.message}`);
      throw error;
    }
    activeChannel ??= page.activeChannel;
    products.push(...page.products.items);
    collections.push(...page.collections.items);
    const more = (read: number, page: Page) => read < page.totalItems && page.items.length > 0;
    if (!more(products.length, page.products) && !more(collections.length, page.collections)) break;
  }
  if (!activeChannel) throw new CatalogExportFailure(`${channel}/${language}: no active channel`);
  return { channel: activeChannel, collections, products };
}
