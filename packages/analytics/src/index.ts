export * from "./ecommerce-events.ts";
export * from "./purchase-line.ts";
export * from "./route-change-event.ts";
export * from "./search-product.ts";
export * from "./tag-manager.ts";
