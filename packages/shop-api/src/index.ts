export { catalogKey, type SlugTranslations } from "./catalog-key.ts";
export {
  type EmailAddressProblem,
  emailAddressMaxLength,
  emailAddressProblem,
  emailAddressRefusals,
} from "./email-address.ts";
export type {
  CatalogPageQuery,
  CreateAddressInput,
  CreateCustomerInput,
  CurrencyCode,
  EligiblePaymentMethodsQuery,
  EligibleShippingMethodsQuery,
  ErrorCode,
  PaymentInput,
  UpdateOrderCustomFieldsInput,
} from "./generated/shop-api.ts";
export { TypedDocumentString } from "./generated/shop-api.ts";
export {
  type AffiliateIds,
  affiliateIdPattern,
  affiliateIdsFromQuery,
  affiliateIdsToAttach,
  affiliateParameters,
  checkGiftMessage,
  giftMessageMaxLength,
  isAffiliateId,
  parseAffiliateIds,
} from "./order-attribution.ts";
export {
  describeErrorResult,
  inAddedOrder,
  type OrderResult,
  orderResult,
  type ShopAddress,
  type ShopErrorResult,
  type ShopOrder,
  type ShopOrderLine,
} from "./order-result.ts";
export {
  type KeyValueStorage,
  memorySessionTokenStore,
  type SessionTokenStore,
  webStorageSessionTokenStore,
} from "./session-token-store.ts";
export {
  createShopApiTransport,
  ShopApiError,
  type ShopApiFailureKind,
  type ShopApiOptions,
  type ShopApiTransport,
  type ShopDocument,
  type ShopFetch,
} from "./shop-api-transport.ts";
export { createShopClient, type ShopClient } from "./shop-client.ts";
