import { languageCodes } from "@hushling/storefronts";
import { GlobalFlag } from "@vendure/common/lib/generated-types";
import type { ParsedProductWithVariants } from "@vendure/core";
import { vendureLanguage } from "../vendure-codes.ts";
import { productDescription, productKey, productName, productSlug, variantSku } from "./catalog-copy.ts";
import type { ProductSpec } from "./catalog-products.ts";
import { type ColourKey, categories, categoryFacetName, colourOptionName, colours } from "./catalog-words.ts";
import { artViews, illustrationFileName } from "./product-illustration.ts";

export const standardTaxCategoryName = "Standard";
const defaultStock = 40;

/**
 * The catalog as rows for Vendure's Importer, translated into every language. Prices are the US list
 * prices (the import channel's currency); other channels get theirs when they are assigned.
 */
export function catalogImportRows(specs: readonly ProductSpec[]): ParsedProductWithVariants[] {
  return specs.map((spec) => {
    const colourKeys = spec.colours ?? [];
    const key = productKey(spec);
    const colourOrNone = colourKeys.length > 0 ? colourKeys : [undefined];
    const views = artViews(spec);
    const gallery = (colour: ColourKey | undefined) => views.map((view) => illustrationFileName(key, colour, view));
    return {
      product: {
        // The first colour's gallery; its front view is the product's featured image.
        assetPaths: gallery(colourOrNone[0]),
        optionGroups:
          colourKeys.length > 0
            ? [
                {
                  translations: languageCodes.map((language) => ({
                    languageCode: vendureLanguage(language),
                    name: colourOptionName[language],
                    values: colourKeys.map((colour) => colours[colour][language]),
                  })),
                },
              ]
            : [],
        facets: spec.category
          ? [
              {
                translations: languageCodes.map((language) => ({
                  languageCode: vendureLanguage(language),
                  facet: categoryFacetName[language],
                  value: spec.category ? categories[spec.category].name[language] : "",
                })),
              },
            ]
          : [],
        translations: languageCodes.map((language) => ({
          languageCode: vendureLanguage(language),
          name: productName(spec, language),
          slug: productSlug(spec, language),
          description: productDescription(spec, language),
          customFields: {},
        })),
      },
      variants: colourOrNone.map((colour) => ({
        sku: variantSku(spec, colour),
        price: spec.usdCents / 100,
        taxCategory: standardTaxCategoryName,
        stockOnHand: spec.category ? (spec.stock ?? defaultStock) : 0,
        // Add-ons (gift message, gift box) are services, never out of stock.
        trackInventory: spec.category ? GlobalFlag.TRUE : GlobalFlag.FALSE,
        // The colour's gallery (front, side or detail, in use), front first.
        assetPaths: gallery(colour),
        facets: [],
        translations: languageCodes.map((language) => ({
          languageCode: vendureLanguage(language),
          optionValues: colour ? [colours[colour][language]] : [],
          customFields: {},
        })),
      })),
    };
  });
}
