import { bundleIllustrations } from "../plugins/bundles/bundle-illustration.ts";
import { bundleKey, bundleSpecs } from "../plugins/bundles/bundle-specs.ts";
import { productKey } from "./catalog-copy.ts";
import { productSpecs } from "./catalog-products.ts";
import { type Illustration, productIllustrations } from "./product-illustration.ts";

/** Every picture the seed imports, by product key: each product's and each set's gallery. */
export function catalogIllustrations(): Map<string, Illustration[]> {
  return new Map([
    ...productSpecs.map((spec) => [productKey(spec), productIllustrations(spec)] as const),
    ...bundleSpecs.map((bundle) => [bundleKey(bundle), bundleIllustrations(bundle)] as const),
  ]);
}
