import { catalogSlug } from "@hushling/catalog";
import { languageCodes } from "@hushling/storefronts";
import { GlobalFlag } from "@vendure/common/lib/generated-types";
import { type ParsedProductWithVariants, ProductVariant, type TransactionalConnection } from "@vendure/core";
import { standardTaxCategoryName } from "../../catalog/catalog-rows.ts";
import { categories, categoryFacetName } from "../../catalog/catalog-words.ts";
import { vendureLanguage } from "../../vendure-codes.ts";
import { bundleIllustrations } from "./bundle-illustration.ts";
import { type BundleSpec, bundleComponentSkus, bundleKey, bundleSku, bundleSpecs } from "./bundle-specs.ts";

/** Chinese, Korean and Japanese names slugify to nothing; those languages keep the English key. */
function bundleSlug(bundle: BundleSpec, language: (typeof languageCodes)[number]): string {
  return catalogSlug(bundle.name[language]) || bundleKey(bundle);
}

/**
 * Bundles as importer rows: one untracked variant (its stock is its components'), listed in its
 * category, pictured by its own gallery (its components together). The component list is written afterwards
 * by `writeBundleComponents`, since the importer sets only translatable custom fields.
 */
export function bundleImportRows(bundles: readonly BundleSpec[] = bundleSpecs): ParsedProductWithVariants[] {
  return bundles.map((bundle) => {
    const gallery = bundleIllustrations(bundle).map((illustration) => illustration.file);
    return {
      product: {
        assetPaths: gallery,
        optionGroups: [],
        facets: [
          {
            translations: languageCodes.map((language) => ({
              languageCode: vendureLanguage(language),
              facet: categoryFacetName[language],
              value: categories[bundle.category].name[language],
            })),
          },
        ],
        translations: languageCodes.map((language) => ({
          languageCode: vendureLanguage(language),
          name: bundle.name[language],
          slug: bundleSlug(bundle, language),
          description: bundle.description[language],
          customFields: {},
        })),
      },
      variants: [
        {
          sku: bundleSku(bundle),
          price: bundle.usdCents / 100,
          taxCategory: standardTaxCategoryName,
          stockOnHand: 0,
          trackInventory: GlobalFlag.FALSE,
          assetPaths: gallery,
          facets: [],
          translations: languageCodes.map((language) => ({
            languageCode: vendureLanguage(language),
            optionValues: [],
            customFields: {},
          })),
        },
      ],
    };
  });
}

/** Stores each bundle's component SKUs and quantities on its variant (custom field `bundleComponents`). */
export async function writeBundleComponents(
  connection: TransactionalConnection,
  bundles: readonly BundleSpec[] = bundleSpecs,
): Promise<void> {
  const repository = connection.rawConnection.getRepository(ProductVariant);
  for (const bundle of bundles) {
    const result = await repository.update({ sku: bundleSku(bundle) }, {
      customFields: { bundleComponents: JSON.stringify(bundleComponentSkus(bundle)) },
    } as never);
    if (!result.affected) throw new Error(`Bundle variant ${bundleSku(bundle)} is missing after the import`);
  }
}
