/**
 * A storefront's name in a page's locale: the name of the region it serves from the ICU data ("Europa"
 * for eu on a German page, "アメリカ合衆国" for us on a Japanese one), never the storefront table's one
 * spelling. Hong Kong takes the short form ("Hong Kong", not "Hong Kong SAR China").
 */
export function storefrontName(id: string, locale: string): string {
  const region = id === "eu" ? "150" : id.toUpperCase();
  const style = region === "HK" ? "short" : "long";
  return new Intl.DisplayNames([locale], { type: "region", style, fallback: "code" }).of(region) ?? id;
}
