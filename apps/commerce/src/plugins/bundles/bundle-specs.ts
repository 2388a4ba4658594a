import { catalogSlug } from "@hushling/catalog";
import type { LanguageCode } from "@hushling/storefronts";
import { productKey, variantSku } from "../../catalog/catalog-copy.ts";
import { type ProductSpec, productSpecs } from "../../catalog/catalog-products.ts";
import type { CategoryKey, ColourKey } from "../../catalog/catalog-words.ts";
import type { BundleComponent } from "./bundle-components.ts";

export type BundleSpec = {
  /** The category whose page lists the bundle next to its main component. */
  category: CategoryKey;
  /** The set's US list price in cents, less than its components' sum; other currencies derive from it. */
  usdCents: number;
  components: Array<{ product: string; colour?: ColourKey; quantity: number }>;
  name: Record<LanguageCode, string>;
  description: Record<LanguageCode, string>;
};

/** Sets sold at one price; each component keeps its own stock (see bundle-components.ts). */
export const bundleSpecs: readonly BundleSpec[] = [
  {
    category: "bouncers",
    usdCents: 23900,
    components: [
      { product: "bouncer-bliss", colour: "sand-gray", quantity: 1 },
      { product: "soft-friends-elephant", quantity: 1 },
    ],
    name: {
      en: "Bouncer Bliss Soft Friends Set",
      fr: "Coffret Transat Bliss et Soft Friends",
      de: "Babywippe Bliss Soft Friends Set",
      nl: "Wipstoeltje Bliss Soft Friends Set",
      sv: "Babysitter Bliss Soft Friends Set",
      es: "Set Hamaca Bliss y Soft Friends",
      it: "Set Sdraietta Bliss e Soft Friends",
      "zh-Hant": "Bliss 搖椅 Soft Friends 套組",
      ko: "바운서 Bliss 소프트 프렌즈 세트",
      ja: "バウンサー Bliss ソフトフレンズセット",
    },
    description: {
      en: "The Bliss bouncer in sand gray with a Soft Friends elephant to watch while it rocks.",
      fr: "Le transat Bliss gris sable avec un éléphant Soft Friends à regarder pendant qu'il berce.",
      de: "Die Babywippe Bliss in Sandgrau mit einem Soft-Friends-Elefanten zum Anschauen beim Wippen.",
      nl: "Het wipstoeltje Bliss in zandgrijs met een Soft Friends-olifant om naar te kijken tijdens het wippen.",
      sv: "Babysittern Bliss i sandgrått med en Soft Friends-elefant att titta på medan den gungar.",
      es: "La hamaca Bliss en gris arena con un elefante Soft Friends para mirar mientras se mece.",
      it: "La sdraietta Bliss grigio sabbia con un elefante Soft Friends da guardare mentre dondola.",
      "zh-Hant": "沙灰色 Bliss 搖椅，附一隻 Soft Friends 小象，搖晃時陪伴寶寶。",
      ko: "샌드 그레이 Bliss 바운서와 흔들릴 때 바라볼 소프트 프렌즈 코끼리 세트입니다.",
      ja: "サンドグレーのバウンサー Bliss に、揺れながら眺められるソフトフレンズのゾウを添えました。",
    },
  },
  {
    category: "kitchen",
    usdCents: 2999,
    components: [
      { product: "tiny-tasters-plate", colour: "sage-green", quantity: 1 },
      { product: "tiny-tasters-bowl", colour: "sage-green", quantity: 1 },
      { product: "tiny-tasters-spoon-and-fork", colour: "sage-green", quantity: 1 },
    ],
    name: {
      en: "Tiny Tasters First Meal Set",
      fr: "Coffret premier repas Tiny Tasters",
      de: "Tiny Tasters Set erste Mahlzeit",
      nl: "Tiny Tasters Set eerste maaltijd",
      sv: "Tiny Tasters Set första måltiden",
      es: "Set primera comida Tiny Tasters",
      it: "Set primo pasto Tiny Tasters",
      "zh-Hant": "Tiny Tasters 第一餐套組",
      ko: "Tiny Tasters 첫 식사 세트",
      ja: "Tiny Tasters はじめての食事セット",
    },
    description: {
      en: "Plate, bowl and spoon and fork in sage green, ready for the first spoonfuls.",
      fr: "Assiette, bol et cuillère et fourchette vert sauge, prêts pour les premières cuillerées.",
      de: "Teller, Schüssel sowie Löffel und Gabel in Salbeigrün, bereit für die ersten Löffel.",
      nl: "Bord, kom en lepel en vork in saliegroen, klaar voor de eerste hapjes.",
      sv: "Tallrik, skål samt sked och gaffel i salviagrönt, redo för de första skedarna.",
      es: "Plato, cuenco y cuchara y tenedor en verde salvia, listos para las primeras cucharadas.",
      it: "Piatto, ciotola e cucchiaio e forchetta verde salvia, pronti per le prime cucchiaiate.",
      "zh-Hant": "鼠尾草綠的餐盤、碗和湯匙叉子，迎接第一口副食品。",
      ko: "세이지 그린 접시, 그릇, 스푼과 포크로 첫 이유식을 준비하세요.",
      ja: "セージグリーンのプレート、ボウル、スプーンとフォークで、はじめてのひと口を。",
    },
  },
  {
    category: "cribs",
    usdCents: 49900,
    components: [
      { product: "baby-crib", colour: "natural-birch", quantity: 1 },
      { product: "mattress-for-baby-crib", quantity: 1 },
      { product: "fitted-sheet-for-baby-crib", colour: "chalk-white", quantity: 2 },
    ],
    name: {
      en: "Baby Crib Sleep Set",
      fr: "Coffret sommeil lit bébé",
      de: "Babybett Schlafset",
      nl: "Babybed slaapset",
      sv: "Babysäng sovset",
      es: "Set de sueño cuna",
      it: "Set nanna lettino",
      "zh-Hant": "嬰兒床睡眠套組",
      ko: "아기 침대 수면 세트",
      ja: "ベビーベッド おやすみセット",
    },
    description: {
      en: "The baby crib in natural birch with its mattress and two fitted sheets.",
      fr: "Le lit bébé en bouleau naturel avec son matelas et deux draps housses.",
      de: "Das Babybett in Birke natur mit Matratze und zwei Spannbetttüchern.",
      nl: "Het babybed in naturel berken met matras en twee hoeslakens.",
      sv: "Babysängen i naturlig björk med madrass och två dra-på-lakan.",
      es: "La cuna en abedul natural con su colchón y dos sábanas bajeras.",
      it: "Il lettino in betulla naturale con materasso e due lenzuola con angoli.",
      "zh-Hant": "天然樺木嬰兒床，附床墊和兩條床包。",
      ko: "내추럴 자작나무 아기 침대와 매트리스, 피티드 시트 두 장 세트입니다.",
      ja: "ナチュラルバーチのベビーベッドに、マットレスとボックスシーツ2枚をセットにしました。",
    },
  },
];

export class BundleSpecError extends Error {
  override name = "BundleSpecError";
}

/** The bundle's key: the slug of its English name, like every product's. */
export function bundleKey(bundle: BundleSpec): string {
  return catalogSlug(bundle.name.en);
}

/** The bundle's SKU: HL-{KEY}, like a single-variant product's. */
export function bundleSku(bundle: BundleSpec): string {
  return `HL-${bundleKey(bundle)}`.toUpperCase();
}

/** The range's product a bundle component names. */
export function componentSpec(product: string): ProductSpec {
  const spec = productSpecs.find((candidate) => productKey(candidate) === product);
  if (!spec) throw new BundleSpecError(`Bundle component "${product}" is not a product in the range`);
  return spec;
}

/** Component SKUs and quantities (what the bundle variant's custom field stores). */
export function bundleComponentSkus(bundle: BundleSpec): BundleComponent[] {
  return bundle.components.map(({ product, colour, quantity }) => {
    const spec = componentSpec(product);
    if ((spec.colours?.length ?? 0) > 0 && !spec.colours?.includes(colour as ColourKey)) {
      throw new BundleSpecError(`Bundle component "${product}" has no colour "${colour ?? "(none)"}"`);
    }
    return { sku: variantSku(spec, colour), quantity };
  });
}

/** The components' summed US list price, for checking that the set is a saving. */
export function componentsUsdCents(bundle: BundleSpec): number {
  return bundle.components.reduce((sum, { product, quantity }) => sum + componentSpec(product).usdCents * quantity, 0);
}
