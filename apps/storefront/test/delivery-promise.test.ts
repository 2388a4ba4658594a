import { readFileSync } from "node:fs";
import path from "node:path";
import { deliveryPrices, shippingRates } from "@hushling/catalog";
import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { formatPrice } from "../app/catalog/price.ts";
import { deliveryPromise } from "../app/site/chrome/delivery-promise.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));
const notice = (language: string): string => readJson(`content/navigation/${language}.json`).notice;
const deliveryNote = (language: string): string =>
  readJson(`apps/storefront/app/i18n/locales/${language}/prices.json`).deliveryNote;

/** How each language says "free delivery": a banner may say it only when the shipping rule makes it true. */
const freeDelivery: Record<string, RegExp> = {
  en: /free (delivery|shipping)|ships free|delivered free/i,
  de: /versandkostenfrei|kostenlose?[nr]? (versand|lieferung)|gratis/i,
  fr: /(livraison|frais de port) (offerte?s?|gratuite?s?)/i,
  nl: /gratis (verzending|bezorging|verzonden|bezorgd)/i,
  sv: /fri frakt|gratis (frakt|leverans)/i,
  es: /env[ií]o (gratis|gratuito)/i,
  it: /spedizion[ei] (gratuit[ae]|gratis)/i,
  ja: /送料無料/,
  ko: /무료\s?배송/,
  "zh-Hant": /免運|免費(配送|運送)/,
};

/** How each language says "at no cost to you", as a returns promise would: commerce charges for returns like any parcel. */
const freeOfCharge: Record<string, RegExp> = {
  en: /\bfree\b|on us/i,
  de: /kostenlos|wir zahlen|gratis/i,
  fr: /gratuit|à nos frais/i,
  nl: /gratis|op onze kosten/i,
  sv: /fri retur|vi betalar|gratis/i,
  es: /gratuit|sin coste|gratis/i,
  it: /gratuit|a spese nostre|gratis/i,
  ja: /無料|当社負担/,
  ko: /무료/,
  "zh-Hant": /免費|免運/,
};

type TrustNote = { key: string; title: string; text: string };
const trustNotes: Record<string, TrustNote[]> = readJson("content/showcase/trust-notes.json").translations;

const pairs = storefrontRegistry.storefronts.flatMap((storefront) =>
  storefront.languages.map((language) => ({ storefront, language: language.code, locale: language.locale })),
);

describe("delivery promises and the shipping rule", () => {
  it("no storefront delivers for free: a free-delivery claim anywhere would be a false promise", () => {
    for (const { storefront } of pairs) {
      for (const price of Object.values(deliveryPrices(storefront.currency))) expect(price).toBeGreaterThan(0);
    }
    expect(shippingRates.map((rate) => rate.kind).sort()).toEqual(["express", "standard"]);
  });

  it.each(pairs.map((pair) => [`${pair.storefront.id} ${pair.language}`, pair] as const))(
    "%s: the notice bar and the product page's delivery note state the rates checkout charges",
    (_name, { storefront, language, locale }) => {
      const money = (amount: number) => formatPrice(amount, storefront.currency, locale);
      const prices = deliveryPrices(storefront.currency);
      for (const template of [notice(language), deliveryNote(language)]) {
        // Amounts only through the placeholders: a typed-in price would not follow the rule.
        expect(template, "an amount typed into the text").not.toMatch(/\d/);
        const text = deliveryPromise(template, storefront.currency, money);
        expect(text).not.toMatch(/\{\{/);
        expect(text).toContain(money(prices.standard));
        expect(text).not.toMatch(freeDelivery[language] ?? /$^/);
      }
    },
  );

  it.each(Object.keys(freeDelivery))(
    "%s: the product page's trust notes promise no free delivery and no free returns",
    (language) => {
      const notes = trustNotes[language] ?? [];
      expect(notes.length).toBeGreaterThan(0);
      for (const note of notes) {
        const text = `${note.title} ${note.text}`;
        expect(text).not.toMatch(freeDelivery[language] ?? /$^/);
        expect(text).not.toMatch(freeOfCharge[language] ?? /$^/);
      }
    },
  );

  it("catches a trust note that promises free returns", () => {
    expect("Free returns within 30 days").toMatch(freeOfCharge.en as RegExp);
    expect("Kostenlose Rücksendung in 30 Tagen").toMatch(freeOfCharge.de as RegExp);
    expect("30日以内の返品無料").toMatch(freeOfCharge.ja as RegExp);
  });

  it("fills both placeholders with the storefront's rates in its locale", () => {
    const money = (amount: number) => formatPrice(amount, "EUR", "de-DE");
    expect(deliveryPromise("Standard {{standardDelivery}}, Express {{ expressDelivery }}.", "EUR", money)).toBe(
      `Standard ${money(deliveryPrices("EUR").standard)}, Express ${money(deliveryPrices("EUR").express)}.`,
    );
    expect(deliveryPrices("USD")).toEqual({ standard: 995, express: 2495 });
  });

  it("catches a banner that promises free delivery", () => {
    expect("Diesen Monat liefern wir jede Bestellung versandkostenfrei.").toMatch(freeDelivery.de as RegExp);
    expect("Free delivery on every order this month.").toMatch(freeDelivery.en as RegExp);
    expect("今月はすべてのご注文で送料無料。").toMatch(freeDelivery.ja as RegExp);
  });
});
