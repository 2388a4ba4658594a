/**
 * Playwright runs spec files on two workers at once (playwright.config.ts). Files that share state which a
 * test of another file would disturb name one of these locks (`test.describe.configure({ lock })`), and
 * Playwright never runs two files holding the same lock at the same time; all other files run beside them.
 */

/**
 * The commerce stock: specs that put products in a cart, order them or set a variant's stock. The checkout
 * spec sells out the product the other shopping specs pick, and the cart spec sets its stock to a level it
 * then counts on.
 */
export const commerceStock = "commerce stock";

/**
 * The editor's rebuild of the de storefront: its saves rebuild de, which the specs that read every
 * storefront's build (crawl, HTML validation, links check) would meet half-written.
 */
export const editorRebuild = "editor rebuild";

/** What in a spec's source reaches the stock: the cart helpers, an Add to cart button, an order, a stock level. */
const touchesStock =
  /\b(addProductToCart|openUsCartWithBouncer|productInStock|setStock|addItemToOrder)\b|Add to cart|\.add-to-cart/;

/** The locks a spec must hold, read from its source: the stock when it shops, the rebuild when it reads every storefront. */
export function locksNeeded(source: string): string[] {
  return [
    ...(touchesStock.test(source) ? [commerceStock] : []),
    ...(/^\/\/ storefronts:.*\ball\b/m.test(source) ? [editorRebuild] : []),
  ];
}
