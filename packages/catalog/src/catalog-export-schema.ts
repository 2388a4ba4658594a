import { languageCodeSchema, storefrontIdSchema } from "@hushling/storefronts";
import { z } from "zod";

/** A stable, language-independent identifier: the English slug of a product, category or colour. */
const keySchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a kebab-case key");
/** A URL path segment: kebab-case, or (Chinese, Korean, Japanese) the English key. */
const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a kebab-case URL slug");
/** Hundredths of the currency unit, for every currency including JPY and KRW (Vendure's convention). */
const moneySchema = z.number().int().nonnegative();

export const stockLevelSchema = z.enum(["IN_STOCK", "LOW_STOCK", "OUT_OF_STOCK"]);

export const catalogVariantSchema = z.object({
  sku: z.string().min(1),
  name: z.string().min(1),
  colour: z.object({ key: keySchema, name: z.string().min(1) }).nullable(),
  /** Before tax. */
  price: moneySchema,
  /** What the shopper pays for one unit. */
  priceWithTax: moneySchema,
  stockLevel: stockLevelSchema,
});

export const catalogCategorySchema = z.object({
  key: keySchema,
  slug: slugSchema,
  name: z.string().min(1),
  description: z.string(),
});

/** A set sold at one price: its components (keys of other products in the same export) and their sum. */
export const catalogBundleSchema = z.object({
  components: z
    .array(z.object({ key: keySchema, sku: z.string().min(1), quantity: z.number().int().positive() }))
    .min(2, "a bundle has at least two components"),
  /** What the components cost bought one by one, before tax (same basis as a variant's `price`). */
  componentsPrice: moneySchema,
  /** What the components cost bought one by one, with tax. */
  componentsPriceWithTax: moneySchema,
});

export const catalogProductSchema = z.object({
  /** The commerce product id, for Shop API calls (add to cart takes a variant id in a later version). */
  id: z.string().min(1),
  key: keySchema,
  slug: slugSchema,
  name: z.string().min(1),
  description: z.string(),
  /** Category key; null for add-ons (gift message, gift box) that no category lists. */
  category: keySchema.nullable(),
  image: z.string().nullable(),
  variants: z.array(catalogVariantSchema).min(1),
  /** Present on bundles only; exports written before bundles existed stay valid. Price and stock are the variant's. */
  bundle: catalogBundleSchema.optional(),
});

export const catalogExportSchema = z
  .object({
    storefront: storefrontIdSchema,
    language: languageCodeSchema,
    currency: z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 currency code"),
    /** True where shelf prices include VAT/GST: show `priceWithTax`; otherwise show `price`. */
    pricesIncludeTax: z.boolean(),
    categories: z.array(catalogCategorySchema),
    products: z.array(catalogProductSchema),
  })
  .superRefine((catalog, ctx) => {
    const categoryKeys = new Set(catalog.categories.map((category) => category.key));
    const unique = (values: string[], path: string) => {
      const seen = new Set<string>();
      for (const [index, value] of values.entries()) {
        if (seen.has(value)) ctx.addIssue({ code: "custom", path: [path, index], message: `duplicate "${value}"` });
        seen.add(value);
      }
    };
    unique(
      catalog.products.map((product) => product.slug),
      "products",
    );
    unique(
      catalog.categories.map((category) => category.slug),
      "categories",
    );
    const productsByKey = new Map(catalog.products.map((product) => [product.key, product]));
    for (const [index, product] of catalog.products.entries()) {
      for (const [part, component] of (product.bundle?.components ?? []).entries()) {
        const target = productsByKey.get(component.key);
        const problem = !target
          ? `unknown product "${component.key}"`
          : target.bundle
            ? `"${component.key}" is itself a bundle`
            : !target.variants.some((variant) => variant.sku === component.sku)
              ? `"${component.key}" has no variant ${component.sku}`
              : undefined;
        if (problem)
          ctx.addIssue({ code: "custom", path: ["products", index, "bundle", "components", part], message: problem });
      }
      if (product.category !== null && !categoryKeys.has(product.category)) {
        ctx.addIssue({
          code: "custom",
          path: ["products", index, "category"],
          message: `unknown category "${product.category}"`,
        });
      }
    }
  });

export type CatalogExport = z.infer<typeof catalogExportSchema>;
export type CatalogProduct = z.infer<typeof catalogProductSchema>;
export type CatalogVariant = z.infer<typeof catalogVariantSchema>;
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;
export type CatalogBundle = z.infer<typeof catalogBundleSchema>;

export class CatalogExportError extends Error {
  override name = "CatalogExportError";
}

/** Validates an export file's parsed JSON; the error names the file and the field. */
export function parseCatalogExport(json: unknown, source: string): CatalogExport {
  const parsed = catalogExportSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new CatalogExportError(`${source}: ${lines.join("; ")}`);
}

/** Where the export of a storefront language lives, relative to the repository root. */
export function catalogExportPath(storefront: string, language: string): string {
  return `data/export/${storefront}/${language}.json`;
}

/** The unit price a shopper sees on the shelf in this storefront. */
export function shelfPrice(catalog: Pick<CatalogExport, "pricesIncludeTax">, variant: CatalogVariant): number {
  return catalog.pricesIncludeTax ? variant.priceWithTax : variant.price;
}

/**
 * What a shopper saves buying the bundle rather than its components one by one, on the storefront's
 * shelf-price basis; undefined for a product that is not a bundle.
 */
export function bundleSaving(
  catalog: Pick<CatalogExport, "pricesIncludeTax">,
  product: Pick<CatalogProduct, "bundle" | "variants">,
): number | undefined {
  const [variant] = product.variants;
  if (!product.bundle || !variant) return undefined;
  const parts = catalog.pricesIncludeTax ? product.bundle.componentsPriceWithTax : product.bundle.componentsPrice;
  return Math.max(parts - shelfPrice(catalog, variant), 0);
}
