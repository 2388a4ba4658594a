import type { CategoryCopy, CategoryKey } from "./catalog-words.ts";

/**
 * The top of the category tree: groups over the categories products are filed in. A group has no
 * products of its own; its collection lists its children's. Categories in no group stand at the top.
 */
export const categoryGroups = {
  babywearing: {
    children: ["baby-carriers", "carrier-accessories"],
    name: {
      en: "Babywearing",
      fr: "Portage",
      de: "Babys tragen",
      nl: "Babydragen",
      sv: "Bära barn",
      es: "Porteo",
      it: "Babywearing",
      "zh-Hant": "背帶與配件",
      ko: "베이비웨어링",
      ja: "ベビーウェアリング",
    },
    description: {
      en: "Everything for carrying your baby close: carriers and the accessories that go with them.",
      fr: "Tout pour porter votre bébé tout contre vous : porte-bébés et accessoires assortis.",
      de: "Alles, um Ihr Baby nah bei sich zu tragen: Babytragen und das passende Zubehör.",
      nl: "Alles om je baby dicht bij je te dragen: draagzakken en de accessoires die erbij horen.",
      sv: "Allt för att bära ditt barn nära: bärselar och tillbehören som hör till.",
      es: "Todo para llevar a tu bebé cerca: mochilas portabebés y sus accesorios.",
      it: "Tutto per portare il tuo bambino vicino a te: marsupi e i loro accessori.",
      "zh-Hant": "貼身揹抱寶寶所需的一切：嬰兒背帶與搭配配件。",
      ko: "아기를 가까이 안는 데 필요한 모든 것: 아기띠와 액세서리.",
      ja: "赤ちゃんをそばに抱っこするためのすべて。ベビーキャリアと専用アクセサリー。",
    },
  },
  sleep: {
    children: ["cribs", "cradles", "travel-cribs"],
    name: {
      en: "Sleep",
      fr: "Sommeil",
      de: "Schlafen",
      nl: "Slapen",
      sv: "Sömn",
      es: "Sueño",
      it: "Nanna",
      "zh-Hant": "睡眠",
      ko: "수면",
      ja: "ねんね",
    },
    description: {
      en: "Cribs, cradles and travel cribs for calm nights, at home and away.",
      fr: "Lits bébé, berceaux et lits parapluie pour des nuits calmes, à la maison comme en voyage.",
      de: "Babybetten, Wiegen und Reisebetten für ruhige Nächte, zu Hause und unterwegs.",
      nl: "Babyledikanten, wiegen en campingbedjes voor rustige nachten, thuis en onderweg.",
      sv: "Babysängar, vaggor och resesängar för lugna nätter, hemma och borta.",
      es: "Cunas, moisés y cunas de viaje para noches tranquilas, en casa y fuera.",
      it: "Lettini, culle e lettini da viaggio per notti tranquille, a casa e in viaggio.",
      "zh-Hant": "嬰兒床、搖籃與旅行床，在家或外出都能安穩入睡。",
      ko: "집에서도 여행지에서도 편안한 밤을 위한 아기침대, 요람, 여행용 침대.",
      ja: "ベビーベッド、ゆりかご、トラベルベッドで、おうちでもお出かけ先でもおだやかな夜を。",
    },
  },
} as const satisfies Record<string, CategoryCopy & { children: readonly CategoryKey[] }>;

export type CategoryGroupKey = keyof typeof categoryGroups;

/** The group a category is filed under, or undefined for a top-level category. */
export function groupOf(category: CategoryKey): CategoryGroupKey | undefined {
  return (Object.keys(categoryGroups) as CategoryGroupKey[]).find((group) =>
    (categoryGroups[group].children as readonly CategoryKey[]).includes(category),
  );
}
