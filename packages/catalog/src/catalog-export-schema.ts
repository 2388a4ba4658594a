import { languageCodeSchema, storefrontIdSchema } from "@hushling/storefronts";
import { z } from "zod";

/** A stable, language-independent identifier: the English slug of a product, category or colour. */
const keySchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a kebab-case key");
/** A URL path segment: kebab-case, or (Chinese, Korean, Japanese) the English key. */
const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a kebab-case URL slug");
/** Hundredths of the currency unit, for every currency including JPY and KRW (Vendure's convention). */
const moneySchema = z.number().int().nonnegative();

/**
 * A picture file the export carries: its path inside the export folder, content-hashed so a build
 * can cache it forever (`images/baby-crib-natural-birch.3f9a0c2b1d.svg`), and its intrinsic size in
 * CSS pixels, so pages reserve its box before it loads.
 */
export const catalogImageSchema = z.object({
  file: z
    .string()
    .regex(
      /^images\/[a-z0-9]+(-[a-z0-9]+)*\.[0-9a-f]{10}\.(svg|png|jpg|jpeg|webp|avif|gif)$/,
      "images/{name}.{10 hex digits}.{svg|png|jpg|jpeg|webp|avif|gif}",
    ),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** What a gallery picture shows, in the order a gallery lists them. */
export const galleryViews = ["front", "side", "detail", "in-use"] as const;
export const galleryViewSchema = z.enum(galleryViews);

/**
 * One picture of a product's or variant's gallery: the file, what it shows (null for a picture
 * commerce holds without a known view, such as one uploaded by hand) and its alt text in the
 * export's language ("Baby Crib in natural birch, side view").
 */
export const catalogGalleryImageSchema = catalogImageSchema.extend({
  view: galleryViewSchema.nullable(),
  alt: z.string().min(1),
});

/** A gallery, front view first; absent in exports written before galleries existed. */
export const catalogGallerySchema = z.array(catalogGalleryImageSchema).optional();

export const stockLevelSchema = z.enum(["IN_STOCK", "LOW_STOCK", "OUT_OF_STOCK"]);

export const catalogVariantSchema = z.object({
  /** The commerce variant id: what the cart adds (`addItemToOrder(productVariantId)`). */
  id: z.string().min(1),
  sku: z.string().min(1),
  name: z.string().min(1),
  colour: z.object({ key: keySchema, name: z.string().min(1) }).nullable(),
  /** Before tax. */
  price: moneySchema,
  /** What the shopper pays for one unit. */
  priceWithTax: moneySchema,
  stockLevel: stockLevelSchema,
  /** The variant's own picture (its colour); null when it has none and shows the product's. */
  image: catalogImageSchema.nullable(),
  /** The variant's pictures in its colour (front, side or detail, in use). */
  gallery: catalogGallerySchema,
});

export const catalogCategorySchema = z.object({
  key: keySchema,
  slug: slugSchema,
  name: z.string().min(1),
  description: z.string(),
  /** The category above this one; null at the top of the tree. */
  parent: keySchema.nullable(),
  /** The categories below, in shelf order; a category lists its own products and theirs. */
  children: z.array(keySchema),
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
  /** The commerce product id, for Shop API calls; the cart adds a variant, by its `id`. */
  id: z.string().min(1),
  key: keySchema,
  slug: slugSchema,
  name: z.string().min(1),
  /** Plain text; paragraphs are separated by a newline. */
  description: z.string(),
  /** Category key; null for add-ons (gift message, gift box) that no category lists. */
  category: keySchema.nullable(),
  image: catalogImageSchema.nullable(),
  variants: z.array(catalogVariantSchema).min(1),
  /** Present on bundles only; exports written before bundles existed stay valid. Price and stock are the variant's. */
  bundle: catalogBundleSchema.optional(),
  /** The product's pictures (those of its first variant). */
  gallery: catalogGallerySchema,
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
    checkCategoryTree(catalog.categories, ctx);
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

type TreeIssues = { addIssue(issue: { code: "custom"; path: (string | number)[]; message: string }): void };

/** Parents exist, children lists agree with the parents they name, and no category is its own ancestor. */
function checkCategoryTree(categories: readonly z.infer<typeof catalogCategorySchema>[], ctx: TreeIssues): void {
  const byKey = new Map(categories.map((category) => [category.key, category]));
  for (const [index, category] of categories.entries()) {
    if (category.parent !== null && !byKey.has(category.parent)) {
      ctx.addIssue({
        code: "custom",
        path: ["categories", index, "parent"],
        message: `unknown category "${category.parent}"`,
      });
      continue;
    }
    const named = categories.filter((other) => other.parent === category.key).map((other) => other.key);
    if ([...named].sort().join() !== [...category.children].sort().join()) {
      ctx.addIssue({
        code: "custom",
        path: ["categories", index, "children"],
        message: `lists [${category.children.join(", ")}] but [${named.join(", ")}] name it as their parent`,
      });
    }
    const seen = new Set([category.key]);
    for (let up = category.parent; up !== null; up = byKey.get(up)?.parent ?? null) {
      if (seen.has(up)) {
        ctx.addIssue({
          code: "custom",
          path: ["categories", index, "parent"],
          message: `"${category.key}" is its own ancestor`,
        });
        break;
      }
      seen.add(up);
    }
  }
}

export type CatalogExport = z.infer<typeof catalogExportSchema>;
export type CatalogProduct = z.infer<typeof catalogProductSchema>;
export type CatalogVariant = z.infer<typeof catalogVariantSchema>;
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;
export type CatalogBundle = z.infer<typeof catalogBundleSchema>;
export type CatalogImage = z.infer<typeof catalogImageSchema>;
export type GalleryView = z.infer<typeof galleryViewSchema>;
export type CatalogGalleryImage = z.infer<typeof catalogGalleryImageSchema>;

export class CatalogExportError extends Error {
  override name = "CatalogExportError";
}

/** Validates parsed JSON against an export schema; the error names the file and the first few fields. */
export function parseExportJson<T extends z.ZodType>(schema: T, json: unknown, source: string): z.output<T> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
  throw new CatalogExportError(`${source}: ${lines.join("; ")}`);
}

/** Validates an export file's parsed JSON; the error names the file and the field. */
export function parseCatalogExport(json: unknown, source: string): CatalogExport {
  return parseExportJson(catalogExportSchema, json, source);
}

/** The export of a storefront language, relative to the export folder (default `data/export`). */
export function catalogExportFile(storefront: string, language: string): string {
  return `${storefront}/${language}.json`;
}

/** The unit price a shopper sees: with tax where the storefront shows it so (Europe), else before tax (US). */
export function shelfPrice(
  catalog: Pick<CatalogExport, "pricesIncludeTax">,
  variant: Pick<CatalogVariant, "price" | "priceWithTax">,
): number {
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
