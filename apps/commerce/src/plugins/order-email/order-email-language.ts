import { defaultLanguage, type StorefrontLanguage, storefrontRegistry } from "@hushling/storefronts";

/**
 * The language and locale of a storefront's emails: the language the shopper was using (Vendure's
 * request language, zh_Hant spelled with an underscore) when the storefront offers it, else the
 * storefront's default. Channels that are no storefront (Vendure's default channel) write US English.
 */
export function orderEmailLanguage(channelCode: string, requestLanguage: string): StorefrontLanguage {
  const storefront = storefrontRegistry.storefronts.find((candidate) => candidate.id === channelCode);
  if (!storefront) return defaultLanguage(storefrontRegistry.byId("us"));
  const asked = requestLanguage.replace("_", "-");
  return storefront.languages.find((language) => language.code === asked) ?? defaultLanguage(storefront);
}
