import {
  ActiveOrderDocument,
  AddItemToOrderDocument,
  AddPaymentToOrderDocument,
  AdjustOrderLineDocument,
  AvailableCountriesDocument,
  CatalogPageDocument,
  type CreateAddressInput,
  type CreateCustomerInput,
  EligiblePaymentMethodsDocument,
  EligibleShippingMethodsDocument,
  OrderByCodeDocument,
  type PaymentInput,
  PlaceOrderDocument,
  RemoveOrderLineDocument,
  SetCheckoutAddressDocument,
  SetCustomerForOrderDocument,
  SetOrderBillingAddressDocument,
  SetOrderCustomFieldsDocument,
  SetOrderShippingAddressDocument,
  SetOrderShippingMethodDocument,
  TransitionOrderToStateDocument,
  type UpdateOrderCustomFieldsInput,
} from "./generated/shop-api.ts";
import { firstRefusal, inAddedOrder, orderResult, type ShopErrorResult, type ShopOrder } from "./order-result.ts";
import { createShopApiTransport, type ShopApiOptions } from "./shop-api-transport.ts";

/** What `transitionOrderToState` means when Vendure answers null: the session has no order. */
const noActiveOrder: ShopErrorResult = {
  __typename: "NoActiveOrderError",
  errorCode: "NO_ACTIVE_ORDER_ERROR",
  message: "There is no active order in this session",
};

/**
 * A shopper's Shop API client for one storefront channel and language. Queries answer their data;
 * order mutations answer an OrderResult (the updated order, or Vendure's ErrorResult with a message);
 * transport and GraphQL failures throw a ShopApiError. The session (and so the cart) is the one in
 * `options.session`.
 */
export function createShopClient(options: ShopApiOptions) {
  const api = createShopApiTransport(options);
  const changed = async <Answer extends ShopOrder | ShopErrorResult>(pending: Promise<Answer>) =>
    orderResult(await pending);

  const transition = async (state: string) => {
    const { transitionOrderToState } = await api.request(TransitionOrderToStateDocument, { state });
    return orderResult(transitionOrderToState ?? noActiveOrder);
  };

  return {
    /** The transport: `request(document, variables)` for operations this client does not wrap. */
    api,

    /** The session's cart, or null before the first item is added. */
    activeOrder: async (): Promise<ShopOrder | null> =>
      inAddedOrder((await api.request(ActiveOrderDocument)).activeOrder),
    /** Adds a variant (a product, a bundle, or an add-on such as the gift box) to the cart. */
    addToOrder: (productVariantId: string, quantity = 1) =>
      changed(api.request(AddItemToOrderDocument, { productVariantId, quantity }).then((data) => data.addItemToOrder)),
    /** Sets a line's quantity; 0 removes the line. */
    adjustLine: (orderLineId: string, quantity: number) =>
      changed(api.request(AdjustOrderLineDocument, { orderLineId, quantity }).then((data) => data.adjustOrderLine)),
    removeLine: (orderLineId: string) =>
      changed(api.request(RemoveOrderLineDocument, { orderLineId }).then((data) => data.removeOrderLine)),
    /**
     * The order's custom fields: `giftMessage` (at most 300 characters), and the affiliate ids
     * `awinId` and `cjEventId` read from the landing URL. Fields left out keep their value.
     */
    setOrderCustomFields: (customFields: UpdateOrderCustomFieldsInput) =>
      changed(api.request(SetOrderCustomFieldsDocument, { customFields }).then((data) => data.setOrderCustomFields)),

    /** The countries this channel ships to (its zone's members), names in the client's language. */
    availableCountries: async () => (await api.request(AvailableCountriesDocument)).availableCountries,
    /** The guest's contact details. */
    setCustomer: (input: CreateCustomerInput) =>
      changed(api.request(SetCustomerForOrderDocument, { input }).then((data) => data.setCustomerForOrder)),
    setShippingAddress: (input: CreateAddressInput) =>
      changed(api.request(SetOrderShippingAddressDocument, { input }).then((data) => data.setOrderShippingAddress)),
    setBillingAddress: (input: CreateAddressInput) =>
      changed(api.request(SetOrderBillingAddressDocument, { input }).then((data) => data.setOrderBillingAddress)),
    /**
     * The checkout's address step in one request: the guest customer, then the same address for
     * shipping and billing. Answers the first ErrorResult (the customer's before the address's), or the
     * order. Commerce checks each part as it does alone; a thrown refusal (the address while payment is
     * arranged) stops the rest and throws a ShopApiError.
     */
    setCheckoutAddress: async (customer: CreateCustomerInput, address: CreateAddressInput) => {
      const answer = await api.request(SetCheckoutAddressDocument, { customer, address });
      return orderResult(
        firstRefusal([answer.setCustomerForOrder, answer.setOrderShippingAddress], answer.setOrderBillingAddress),
      );
    },
    /** Methods and prices for the order as it stands (its lines and shipping address). */
    eligibleShippingMethods: async () => (await api.request(EligibleShippingMethodsDocument)).eligibleShippingMethods,
    setShippingMethod: (shippingMethodId: string) =>
      changed(
        api
          .request(SetOrderShippingMethodDocument, { shippingMethodId: [shippingMethodId] })
          .then((data) => data.setOrderShippingMethod),
      ),
    /** Freezes the cart for payment; Vendure checks address, shipping, served country and stock here. */
    transitionToArrangingPayment: () => transition("ArrangingPayment"),
    /** Back to editing the cart (after a declined card, or when the shopper goes back). */
    transitionToAddingItems: () => transition("AddingItems"),
    eligiblePaymentMethods: async () => (await api.request(EligiblePaymentMethodsDocument)).eligiblePaymentMethods,
    /** Pays the order in ArrangingPayment; a settled payment places it (and ends the cart). */
    addPayment: (input: PaymentInput) =>
      changed(api.request(AddPaymentToOrderDocument, { input }).then((data) => data.addPaymentToOrder)),
    /**
     * Places the order in one request: to ArrangingPayment (the checkout rules run there), then the
     * payment. Answers the transition's refusal when the order cannot be paid as it stands, else the
     * payment's outcome; an order already arranging payment (after a declined card) is simply paid.
     */
    placeOrder: async (input: PaymentInput) => {
      const { transitionOrderToState: arranged, addPaymentToOrder: paid } = await api.request(PlaceOrderDocument, {
        input,
      });
      const alreadyArranging =
        arranged?.__typename === "OrderStateTransitionError" && arranged.fromState === "ArrangingPayment";
      if (arranged && arranged.__typename !== "Order" && !alreadyArranging) return orderResult(arranged);
      return orderResult(paid);
    },
    /**
     * A placed order, for its confirmation page: null unless this session's customer placed it, it was
     * placed in the last two hours, or `linkToken` is the order's `confirmationToken` (its lasting link).
     */
    orderByCode: async (code: string, linkToken?: string): Promise<ShopOrder | null> =>
      inAddedOrder(
        (await api.request(OrderByCodeDocument, { code }, linkToken ? { "x-order-token": linkToken } : undefined))
          .orderByCode,
      ),

    /** One page of the channel's collections and products (the catalog export reads them all). */
    catalogPage: (skip: number, take: number) => api.request(CatalogPageDocument, { skip, take }),
  };
}

export type ShopClient = ReturnType<typeof createShopClient>;
