import { generatedLanguages, generatedPhrases } from "./generated-catalog.ts";

/**
 * The bench's request mix for wrk: shoppers type phrases a key at a time (the overlay) or submit them
 * (the search page). Phrases come from the keystroke mix the in-process bench uses or, a given share of
 * them, are product names with or without a colour (900 in three languages) drawn at random, so short
 * prefixes repeat often and long phrases rarely, as on a shop.
 */

type Language = (typeof generatedLanguages)[number];

/** The generated storefront languages' API keys. */
export const benchApiKeys = { en: "hushling-us-en", de: "hushling-eu-de", ja: "hushling-jp-ja" } as const;

type Phrase = { apiKey: string; terms: string[] };

/** A request body with `@KEY@` and `@TERM@` to fill, and the phrases typed into it. */
export type TypingMix = { template: string; common: Phrase[]; rare: Phrase[] };

/** What shoppers type most: short prefixes and the catalog's common words, per generated language. */
export const keystrokeMix: Record<Language, string[]> = {
  en: [
    "c",
    "ca",
    "car",
    "carr",
    "carri",
    "carrie",
    "carrier",
    "crib",
    "baby crib",
    "bouncer bliss",
    "cradle soft",
    "travel",
  ],
  de: ["t", "tr", "tra", "trag", "babybett", "wiege", "reisebett light", "babywippe", "salbeigrun"],
  ja: ["キ", "キャ", "キャリ", "キャリア", "ベビーベッド", "バウンサー", "ゆりかご"],
};

/**
 * wrk's script: each connection types a phrase, one request per entry of `terms`, then picks the next
 * phrase (from `rare` with the chance `rareShare`, else from `common`), and counts the service's
 * `x-cache: hit` answers. The same seed types the same phrases in the same order, so a measured run
 * takes another seed than its warm-up: replaying the warm-up's own sequence would be all hits.
 */
export function wrkScript({ template, common, rare }: TypingMix, rareShare: number, seed: number): string {
  const table = (phrases: Phrase[]) =>
    `{\n${phrases.map((phrase) => `  { key = ${JSON.stringify(phrase.apiKey)}, terms = { ${phrase.terms.map((term) => JSON.stringify(term)).join(", ")} } },`).join("\n")}\n}`;
  return `local common = ${table(common)}
local rare = ${table(rare)}
local template = ${JSON.stringify(template)}
local headers = { ["content-type"] = "application/json" }
local phrase = nil
local position = 1
hits = 0
answers = 0
init = function(args)
  math.randomseed(${seed})
end
request = function()
  if phrase == nil or position > #phrase.terms then
    if math.random() >= ${rareShare} then phrase = common[math.random(#common)] else phrase = rare[math.random(#rare)] end
    position = 1
  end
  local term = phrase.terms[position]
  position = position + 1
  local body = template:gsub("@KEY@", phrase.key):gsub("@TERM@", term)
  return wrk.format("POST", "/cs/v2/search", headers, body)
end
response = function(status, headers, body)
  answers = answers + 1
  if headers["x-cache"] == "hit" then hits = hits + 1 end
end
local threads = {}
setup = function(thread)
  table.insert(threads, thread)
end
done = function(summary, latency, requests)
  for _, thread in ipairs(threads) do
    io.write(string.format("cache hits %d of %d\\n", thread:get("hits"), thread:get("answers")))
  end
end
`;
}

/** Every prefix of a phrase, as typed one key at a time. */
const typed = (phrase: string) => {
  const characters = [...phrase];
  return characters.map((_, end) => characters.slice(0, end + 1).join(""));
};
const overlayTemplate = JSON.stringify({
  context: { apiKeys: ["@KEY@"] },
  recordQueries: [{ id: "productSearch", typeOfRequest: "SEARCH", settings: { query: { term: "@TERM@" }, limit: 5 } }],
  suggestions: [{ id: "autosuggestion", typeOfRequest: "AUTO_SUGGESTIONS", query: "@TERM@", limit: 5 }],
});
const pageTemplate = JSON.stringify({
  context: { apiKeys: ["@KEY@"] },
  recordQueries: [
    {
      id: "productList",
      typeOfRequest: "SEARCH",
      settings: { query: { term: "@TERM@" }, limit: 24, sort: "PRICE_ASC" },
      filters: { filtersToReturn: { enabled: true }, applyFilters: { filters: [] } },
    },
  ],
});
const phrases = (pick: (language: Language) => string[], keyByKey: boolean): Phrase[] =>
  generatedLanguages.flatMap((language) => {
    const all = [...new Set(pick(language))];
    // Typed key by key, a term that starts a longer one in the list is one of its keystrokes already.
    const whole = keyByKey ? all.filter((term) => !all.some((other) => other !== term && other.startsWith(term))) : all;
    return whole.map((phrase) => ({ apiKey: benchApiKeys[language], terms: keyByKey ? typed(phrase) : [phrase] }));
  });

/** The overlay's mix: each phrase typed a key at a time, products and suggestions asked on every key. */
export const overlayMix: TypingMix = {
  template: overlayTemplate,
  common: phrases((language) => keystrokeMix[language], true),
  rare: phrases(generatedPhrases, true),
};

/** The search page's mix: whole terms submitted (the keystroke mix's last four a language, product names). */
export const pageMix: TypingMix = {
  template: pageTemplate,
  common: phrases((language) => keystrokeMix[language].slice(-4), false),
  rare: phrases(generatedPhrases, false),
};
