import type { NounKey } from "./catalog-nouns.ts";
import type { CategoryKey, ColourKey, HighlightKey } from "./catalog-words.ts";

export type ProductSpec = {
  noun: NounKey;
  /** The untranslated model or range name: "Harmony", "Tiny Tasters". */
  model?: string;
  /** "Tiny Tasters Plate" rather than "Plate Tiny Tasters" (French, Spanish and Italian always put the noun first). */
  modelFirst?: boolean;
  /** null for add-ons that no category lists (gift message, gift box). */
  category: CategoryKey | null;
  highlights: HighlightKey[];
  /** US list price in cents; other currencies derive from it (see @hushling/catalog localShelfPrice). */
  usdCents: number;
  /** One variant per colour; none means a single variant. */
  colours?: ColourKey[];
  /** Units on hand per variant; add-ons are not stock-tracked. */
  stock?: number;
};

const carrier = (model: string, colours: ColourKey[], usdCents: number, highlights: HighlightKey[]): ProductSpec => ({
  noun: "baby-carrier",
  model,
  category: "baby-carriers",
  colours,
  usdCents,
  highlights,
});
const tinyTasters = (noun: NounKey, usdCents: number, highlight: HighlightKey = "food-safe"): ProductSpec => ({
  noun,
  model: "Tiny Tasters",
  modelFirst: true,
  category: "kitchen",
  colours: ["powder-pink", "sage-green", "chalk-white"],
  usdCents,
  highlights: [highlight],
});
const softFriend = (noun: NounKey): ProductSpec => ({
  noun,
  model: "Soft Friends",
  modelFirst: true,
  category: "soft-toys",
  usdCents: 2400,
  highlights: ["soft-and-durable"],
  stock: 60,
});

/** The Hushling range. A product's key is the slug of its English name (what the short links name). */
export const productSpecs: readonly ProductSpec[] = [
  carrier("Harmony", ["midnight-blue", "sand-gray", "black"], 21900, ["grows-with-child", "four-positions"]),
  carrier("One Air", ["black", "sand-gray", "sage-green"], 19900, ["airy-mesh", "four-positions"]),
  carrier("One", ["black", "midnight-blue"], 18900, ["grows-with-child", "four-positions"]),
  carrier("Move", ["charcoal", "sand-gray"], 16900, ["airy-mesh", "grows-with-child"]),
  carrier("Mini", ["black", "powder-pink", "sage-green"], 10900, ["light-and-compact"]),
  carrier("Move Free", ["charcoal", "oat"], 17900, ["airy-mesh", "light-and-compact"]),
  {
    noun: "pocket-pouch",
    category: "carrier-accessories",
    colours: ["black", "sand-gray"],
    usdCents: 2900,
    highlights: ["light-and-compact"],
  },
  {
    noun: "winter-cover",
    category: "carrier-accessories",
    colours: ["black", "charcoal"],
    usdCents: 7900,
    highlights: ["soft-and-durable"],
  },
  {
    noun: "teething-bib",
    category: "carrier-accessories",
    colours: ["oat", "powder-pink"],
    usdCents: 1900,
    highlights: ["soft-and-durable"],
  },
  {
    noun: "rain-cover",
    category: "carrier-accessories",
    colours: ["black"],
    usdCents: 3900,
    highlights: ["light-and-compact"],
  },
  {
    noun: "bouncer",
    model: "Bliss",
    category: "bouncers",
    colours: ["sand-gray", "charcoal", "oat"],
    usdCents: 22900,
    highlights: ["natural-rocking", "washable-fabric"],
  },
  {
    noun: "bouncer",
    model: "Balance Soft",
    category: "bouncers",
    colours: ["sand-gray", "sage-green"],
    usdCents: 17900,
    highlights: ["natural-rocking", "washable-fabric"],
  },
  {
    noun: "bouncer",
    model: "Bliss Air",
    category: "bouncers",
    colours: ["graphite", "sand-gray"],
    usdCents: 24900,
    highlights: ["airy-mesh", "natural-rocking"],
  },
  { noun: "bouncer-toy", category: "bouncers", usdCents: 3900, highlights: ["soft-and-durable"] },
  {
    noun: "baby-crib",
    category: "cribs",
    colours: ["natural-birch", "chalk-white"],
    usdCents: 39900,
    highlights: ["adjustable-height"],
    stock: 25,
  },
  {
    noun: "crib-sheet",
    category: "cribs",
    colours: ["chalk-white", "sand-gray"],
    usdCents: 2900,
    highlights: ["perfect-fit"],
  },
  { noun: "crib-mattress", category: "cribs", usdCents: 12900, highlights: ["perfect-fit"], stock: 25 },
  {
    noun: "cradle",
    category: "cradles",
    colours: ["chalk-white", "natural-birch"],
    usdCents: 27900,
    highlights: ["washable-fabric"],
    stock: 20,
  },
  { noun: "cradle-sheet", category: "cradles", colours: ["chalk-white"], usdCents: 2400, highlights: ["perfect-fit"] },
  { noun: "cradle-mattress", category: "cradles", usdCents: 6900, highlights: ["perfect-fit"], stock: 20 },
  {
    noun: "travel-crib",
    model: "Light",
    category: "travel-cribs",
    colours: ["midnight-blue", "graphite", "sand-gray"],
    usdCents: 29900,
    highlights: ["one-motion-fold", "light-and-compact"],
  },
  {
    noun: "travel-crib",
    model: "Easy Go",
    category: "travel-cribs",
    colours: ["charcoal"],
    usdCents: 24900,
    highlights: ["one-motion-fold"],
  },
  {
    noun: "travel-crib-sheet",
    category: "travel-cribs",
    colours: ["chalk-white", "sand-gray"],
    usdCents: 2900,
    highlights: ["perfect-fit"],
  },
  {
    noun: "step-stool",
    category: "bathroom",
    colours: ["chalk-white", "powder-pink", "sage-green"],
    usdCents: 2500,
    highlights: ["non-slip"],
  },
  {
    noun: "smart-potty",
    category: "bathroom",
    colours: ["chalk-white", "charcoal"],
    usdCents: 2900,
    highlights: ["light-and-compact"],
  },
  {
    noun: "potty-chair",
    category: "bathroom",
    colours: ["chalk-white", "powder-pink", "black"],
    usdCents: 4500,
    highlights: ["non-slip"],
  },
  {
    noun: "toilet-trainer",
    category: "bathroom",
    colours: ["chalk-white", "black"],
    usdCents: 3900,
    highlights: ["non-slip"],
  },
  {
    noun: "baby-bathtub",
    category: "bathroom",
    colours: ["chalk-white", "sand-gray"],
    usdCents: 5900,
    highlights: ["non-slip"],
  },
  tinyTasters("plate", 1299),
  tinyTasters("bowl", 1299),
  tinyTasters("spoon-and-fork", 999),
  tinyTasters("cup", 999),
  tinyTasters("soft-bib", 1499, "soft-and-durable"),
  tinyTasters("dinner-set", 3999),
  softFriend("elephant"),
  softFriend("dog"),
  softFriend("rabbit"),
  softFriend("bear"),
  { noun: "gift-message", category: null, usdCents: 499, highlights: ["gift-wrap"] },
  { noun: "gift-box", category: null, usdCents: 999, highlights: ["gift-wrap"] },
];
