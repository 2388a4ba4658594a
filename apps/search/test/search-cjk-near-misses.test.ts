import path from "node:path";
import { type LanguageCode, type StorefrontId, storefrontRegistry } from "@hushling/storefronts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalogIndex, type CatalogIndex, searchTerm } from "../src/catalog-index.ts";
import { readContentPages, readMerchandising, readSynonyms } from "../src/search-catalogs.ts";
import { repoRoot } from "../src/search-settings.ts";
import { namesFound } from "./names-found.ts";
import { apiKeys, searchQuery, startTestSearch, type TestSearch } from "./search-fixture.ts";
import { shopCatalog } from "./shop-catalog.ts";

const contentDir = path.join(repoRoot, "content");
const pages = readContentPages(contentDir);
const merchandising = readMerchandising(contentDir);
const synonyms = readSynonyms(contentDir);

/** The shop's own products in one CJK storefront language, with the merchant's synonyms, as the service indexes them. */
const shopIndex = (storefront: StorefrontId, language: LanguageCode) =>
  buildCatalogIndex(
    storefrontRegistry.byId(storefront),
    language,
    shopCatalog(language),
    pages,
    merchandising,
    synonyms,
  );

/**
 * Per storefront language with CJK words: what shoppers type for a product with a character dropped,
 * doubled or wrong (homophones in Chinese, look-alikes in Japanese), each with the product it must
 * find first; and words for things the shop does not sell, which must find no product.
 */
type NearMisses = {
  storefront: StorefrontId;
  language: LanguageCode;
  nearMisses: readonly (readonly [typed: string, intended: string])[];
  unrelated: readonly string[];
};

const lists: readonly NearMisses[] = [
  {
    storefront: "jp",
    language: "ja",
    nearMisses: [
      ["ベビーベド", "ベビーベッド"],
      ["ベビーベッッド", "ベビーベッド"],
      ["ベビーキャリヤ harmony", "ベビーキャリア Harmony"],
      ["ベビキャリア move free", "ベビーキャリア Move Free"],
      ["バウンサーー balance", "バウンサー Balance Soft"],
      ["トラベルベド easy", "トラベルベッド Easy Go"],
      ["トラベレベッド用シーツ", "トラベルベッド用シーツ"],
      ["ゆりかご用マトレス", "ゆりかご用マットレス"],
      ["ベビーベッド用マトレス", "ベビーベッド用マットレス"],
      ["ベビーバスス", "ベビーバス"],
      ["ベビバス", "ベビーバス"],
      ["収納ポチ", "収納ポーチ"],
      ["防寒ケプ", "防寒ケープ"],
      ["よだれパド", "よだれパッド"],
      ["レインカーバー", "レインカバー"],
      ["バウンサー用おもちや", "バウンサー用おもちゃ"],
      ["コンパクトおまろ", "コンパクトおまる"],
      ["チエア型おまる", "チェア型おまる"],
      ["補助便坐", "補助便座"],
      ["ソフトスタイル", "Tiny Tasters ソフトスタイ"],
      ["食器セト", "Tiny Tasters 食器セット"],
      ["ギフトメセージ", "ギフトメッセージ"],
      ["ギフトボクス", "ギフトボックス"],
    ],
    unrelated: [
      "ベビーカー",
      "ベビーベスト",
      "チャイルドシート",
      "哺乳瓶",
      "おむつ",
      "粉ミルク",
      "ベビーモニター",
      "ベビーゲート",
      "ベビーサークル",
      "ベビーフード",
      "おしゃぶり",
      "歯ブラシ",
      "体温計",
      "ベビーソープ",
      "ベビーローション",
      "ベビーシューズ",
      "ベビーパウダー",
      "ベビーカーフック",
      "ランドセル",
      "三輪車",
      "ストローマグ",
      "ジャンパー",
      "授乳クッション",
      "ガラガラ",
    ],
  },
  {
    storefront: "kr",
    language: "ko",
    nearMisses: [
      ["아기침데", "아기침대"],
      ["아기침대대", "아기침대"],
      ["아기침침대", "아기침대"],
      ["아기침대 메트리스", "아기침대 매트리스"],
      ["요람 메트리스", "요람 매트리스"],
      ["매트리스스", "요람 매트리스"],
      ["콤팩트 유아변변기", "콤팩트 유아변기"],
      ["의자형 유아변가", "의자형 유아변기"],
      ["의자형 유아변기기", "의자형 유아변기"],
      ["의자자형 유아변기", "의자형 유아변기"],
      ["콤팩팩트", "콤팩트 유아변기"],
      ["부드러은 턱받이", "Tiny Tasters 부드러운 턱받이"],
      ["코끼끼리", "Soft Friends 코끼리"],
      ["강아아지", "Soft Friends 강아지"],
      ["장난난감", "바운서 장난감"],
      ["파우우치", "수납 파우치"],
      ["바운운서 bliss air", "바운서 Bliss Air"],
      ["여행행용 침대 light", "여행용 침대 Light"],
      ["발받받침", "발받침"],
      ["메시지지", "선물 메시지"],
    ],
    unrelated: [
      "유모차",
      "카시트",
      "기저귀",
      "보행기",
      "체온계",
      "물티슈",
      "쪽쪽이",
      "수유쿠션",
      "아기로션",
      "아기옷",
      "딸랑이",
      "손톱깎이",
      "범보의자",
      "그림책",
      "세발자전거",
      "크레파스",
      "장난감자동차",
      "수영모자",
      "보온병",
      "젖병소독기",
      "침대커버",
      "이불세트",
    ],
  },
  {
    storefront: "hk",
    language: "zh-Hant",
    nearMisses: [
      ["嬰兒背袋 harmony", "嬰兒背帶 Harmony"],
      ["嬰兒背帶帶 mini", "嬰兒背帶 Mini"],
      ["嬰兒搖倚 bliss air", "嬰兒搖椅 Bliss Air"],
      ["嬰兒床床墊墊", "嬰兒床床墊"],
      ["嬰兒床床笠笠", "嬰兒床床笠"],
      ["冬季保暖照", "冬季保暖罩"],
      ["冬季季保暖罩", "冬季保暖罩"],
      ["兒童踏腳登", "兒童踏腳凳"],
      ["兒童馬桶坐", "兒童馬桶座"],
      ["座椅式便盤", "座椅式便盆"],
      ["嬰兒浴盤", "嬰兒浴盆"],
      ["輕巧便盤", "輕巧便盆"],
      ["湯匙和叉字", "Tiny Tasters 湯匙和叉子"],
      ["軟質圍斗", "Tiny Tasters 軟質圍兜"],
      ["禮物留顏", "禮物留言"],
      ["收納納袋", "收納袋"],
      ["搖椅玩俱", "搖椅玩具"],
      ["旅行床床立", "旅行床床笠"],
      ["防雨雨罩", "防雨罩"],
      ["口水水巾", "口水巾"],
    ],
    unrelated: [
      "嬰兒推車",
      "汽車座椅",
      "紙尿褲",
      "嬰兒監視器",
      "安撫奶嘴",
      "學步車",
      "體溫計",
      "濕紙巾",
      "嬰兒洗髮精",
      "兒童餐椅",
      "遊戲墊",
      "兒童牙刷",
      "嬰兒爽身粉",
      "兒童雨衣",
      "保溫杯",
      "兒童書桌",
      "嬰兒襪子",
      "嬰兒沐浴露",
      "奶瓶消毒器",
      "兒童安全座椅",
    ],
  },
];

/** Whether no record holds every word and pair of the term: what only the near-miss rule can find. */
const foundOnlyAsNearMiss = (index: CatalogIndex, term: string) =>
  searchTerm(index, term, "AND").positions.length === 0;

describe("a CJK word typed with a character dropped, doubled or wrong finds the product it names", () => {
  it("jp: 'ベビーベド' (a small ッ dropped) finds the crib first; 'ベビーカー' (a stroller) still finds nothing", () => {
    const index = shopIndex("jp", "ja");
    expect(foundOnlyAsNearMiss(index, "ベビーベド")).toBe(true);
    expect(namesFound(index, "ベビーベド")[0]).toBe("ベビーベッド");
    expect(namesFound(index, "ベビーカー")).toEqual([]);
  });

  for (const { storefront, language, nearMisses, unrelated } of lists) {
    describe(`${storefront}/${language}`, () => {
      const index = shopIndex(storefront, language);

      it(`finds the intended product first for ${nearMisses.length} near misses`, () => {
        expect(nearMisses.length).toBeGreaterThanOrEqual(20);
        for (const [typed, intended] of nearMisses) expect(namesFound(index, typed)[0], typed).toBe(intended);
        // Most are found by no record whole: the lists test the near-miss rule, not the engine's typos.
        const onlyNear = nearMisses.filter(([typed]) => foundOnlyAsNearMiss(index, typed));
        expect(onlyNear.length).toBeGreaterThan(nearMisses.length / 2);
      });

      it(`finds no product for ${unrelated.length} words of things the shop does not sell`, () => {
        expect(unrelated.length).toBeGreaterThanOrEqual(20);
        for (const word of unrelated) expect(namesFound(index, word), word).toEqual([]);
      });
    });
  }
});

describe("a near miss through the service", () => {
  let search: TestSearch;
  beforeAll(async () => {
    search = await startTestSearch({ products: 60 });
  });
  afterAll(() => search.close());

  it("jp: answers 'ベビーベド' with cribs first, as the fallback, and the same answer again from the cache", async () => {
    const body = searchQuery(apiKeys.jp, "ベビーベド", { limit: 5 });
    const first = await search.post(search.paths.search, body);
    const again = await search.post(search.paths.search, body);
    const [firstText, againText] = await Promise.all([first.text(), again.text()]);
    expect([first.headers.get("x-cache"), again.headers.get("x-cache")]).toEqual(["miss", "hit"]);
    expect(againText).toBe(firstText);
    const [result] = JSON.parse(firstText).queryResults;
    expect(result.meta.typeOfSearch).toBe("OR");
    expect(result.records[0].name).toMatch(/^ベビーベッド /);
    const stroller = await search.search(searchQuery(apiKeys.jp, "ベビーカー"));
    expect(stroller.body.queryResults?.[0]?.records).toEqual([]);
  });
});
