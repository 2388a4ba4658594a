import type { RecommendationSettings, SearchRecord } from "@hushling/search-protocol";

/** A product record as the provider's answers carry it, named by its id. */
export const productRecord = (id: string, fields: Partial<SearchRecord> = {}): SearchRecord => ({
  id,
  itemGroupId: id,
  name: `Product ${id}`,
  url: `/products/${id}/`,
  price: "10",
  salePrice: "10",
  currency: "USD",
  sku: id,
  brand: "Hushling",
  category: "Cribs",
  image: "",
  imageUrl: "",
  typeOfRecord: "KLEVU_PRODUCT",
  ...fields,
});

/** A hand-picked home-page spot's settings, as the recommendations service answers them. */
export const spotMetadata = (
  fields: Partial<RecommendationSettings["metadata"]> = {},
): RecommendationSettings["metadata"] => ({
  title: "Picks",
  recsKey: "picks",
  pageType: "HOME",
  logic: "HAND_PICKED",
  maxProducts: 8,
  productThreshold: 2,
  enabled: true,
  spotKey: "spot-1",
  spotName: "Home picks",
  segmentKey: null,
  segmentName: null,
  action: null,
  ...fields,
});
