import { localShippingRate, shippingRates } from "@hushling/catalog";
import { defaultLanguage, type Storefront } from "@hushling/storefronts";
import {
  Channel,
  ChannelService,
  ConfigService,
  CountryService,
  defaultShippingCalculator,
  defaultShippingEligibilityChecker,
  GlobalSettingsService,
  type Injector,
  isGraphQlErrorResult,
  LanguageCode,
  manualFulfillmentHandler,
  PaymentMethod,
  PaymentMethodService,
  Populator,
  RequestContextService,
  ShippingMethod,
  ShippingMethodService,
  StockLocation,
  StockLocationService,
  TaxCategoryService,
  TaxRateService,
  TransactionalConnection,
  type Zone,
  ZoneService,
} from "@vendure/core";
import { standardTaxCategoryName } from "../catalog/catalog-rows.ts";
import { testPaymentHandlerCode } from "../plugins/test-payment/test-payment-handler.ts";
import { superadminContext } from "../seed-context.ts";
import { vendureCurrency, vendureLanguage } from "../vendure-codes.ts";
import { countryNameTranslations } from "./country-names.ts";
import { storefrontTaxes } from "./storefront-taxes.ts";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** One tax and shipping zone per storefront, named so an admin recognises it. */
export function zoneName(storefront: Storefront): string {
  return `${storefront.name} (${storefront.id})`;
}

/**
 * Makes every storefront a Vendure channel (code and token = storefront id) with its currency,
 * languages, zone, standard tax rate and the default stock location. Each part is created only when
 * missing, so a second start, or a start after an interrupted seed, changes nothing that exists.
 * Returns the codes of the channels it created.
 */
export async function seedStorefrontChannels(
  injector: Injector,
  storefronts: readonly Storefront[],
): Promise<string[]> {
  const ctx = await injector.get(RequestContextService).create({ apiType: "admin" });
  const connection = injector.get(TransactionalConnection);

  const globalSettings = injector.get(GlobalSettingsService);
  const settings = await globalSettings.getSettings(ctx);
  const languages = new Set<LanguageCode>(settings.availableLanguages);
  for (const storefront of storefronts) {
    for (const language of storefront.languages) languages.add(vendureLanguage(language.code));
  }
  if (languages.size !== settings.availableLanguages.length) {
    await globalSettings.updateSettings(ctx, { availableLanguages: [...languages] });
  }

  const countryCount = await injector.get(CountryService).findAll(ctx, { take: 1 });
  if (countryCount.totalItems === 0) {
    const us = storefronts.find((storefront) => storefront.id === "us") ?? storefronts[0];
    if (!us) throw new Error("No storefronts to seed");
    // Vendure's own populator creates the countries and zones and points the default channel at us.
    await injector.get(Populator).populateInitialData({
      defaultLanguage: LanguageCode.en,
      defaultZone: zoneName(us),
      countries: storefronts.flatMap((storefront) =>
        storefront.countries.map((code) => ({
          code: code.toUpperCase(),
          name: regionNames.of(code.toUpperCase()) ?? code.toUpperCase(),
          zone: zoneName(storefront),
        })),
      ),
      taxRates: [],
      shippingMethods: [],
      paymentMethods: [],
      collections: [],
    });
    const countryService = injector.get(CountryService);
    const storefrontLanguages = [
      ...new Set(storefronts.flatMap((storefront) => storefront.languages.map((l) => l.code))),
    ];
    for (const country of (await countryService.findAll(ctx)).items) {
      await countryService.update(ctx, {
        id: country.id,
        translations: countryNameTranslations(country.code, storefrontLanguages),
      });
    }
  }

  const taxCategories = injector.get(TaxCategoryService);
  const existingCategories = await taxCategories.findAll(ctx);
  const standard =
    existingCategories.items.find((category) => category.name === standardTaxCategoryName) ??
    (await taxCategories.create(ctx, { name: standardTaxCategoryName, isDefault: true }));

  const zones = await injector.get(ZoneService).getAllWithMembers(ctx);
  const taxRates = injector.get(TaxRateService);
  const existingRates = await taxRates.findAll(ctx);
  const channelService = injector.get(ChannelService);
  const defaultChannel = await channelService.getDefaultChannel(ctx);
  // The default channel holds the master catalog; Vendure's search indexer writes one entry per
  // language of the channel it runs in, so it must list every language.
  if (defaultChannel.availableLanguageCodes.length !== languages.size) {
    await channelService.update(ctx, { id: defaultChannel.id, availableLanguageCodes: [...languages] });
  }
  const stockLocations = await injector.get(StockLocationService).findAll(ctx);
  const created: string[] = [];

  for (const storefront of storefronts) {
    const zone: Zone | undefined = zones.find((candidate) => candidate.name === zoneName(storefront));
    if (!zone) throw new Error(`Zone "${zoneName(storefront)}" is missing; delete the database to reseed`);
    const tax = storefrontTaxes[storefront.id];
    const rateName = `${standardTaxCategoryName} ${storefront.id}`;
    if (!existingRates.items.some((rate) => rate.name === rateName)) {
      await taxRates.create(ctx, {
        name: rateName,
        enabled: true,
        value: tax.standardRate,
        categoryId: standard.id,
        zoneId: zone.id,
      });
    }

    let channel = await connection.rawConnection.getRepository(Channel).findOne({ where: { code: storefront.id } });
    if (!channel) {
      const result = await channelService.create(ctx, {
        code: storefront.id,
        token: storefront.id,
        defaultLanguageCode: vendureLanguage(defaultLanguage(storefront).code),
        availableLanguageCodes: storefront.languages.map((language) => vendureLanguage(language.code)),
        defaultCurrencyCode: vendureCurrency(storefront.currency),
        availableCurrencyCodes: [vendureCurrency(storefront.currency)],
        pricesIncludeTax: tax.pricesIncludeTax,
        defaultTaxZoneId: zone.id,
        defaultShippingZoneId: zone.id,
        sellerId: defaultChannel.sellerId ?? undefined,
      });
      if (isGraphQlErrorResult(result)) throw new Error(`Channel ${storefront.id}: ${result.message}`);
      channel = result;
      for (const location of stockLocations.items) {
        await channelService.assignToChannels(ctx, StockLocation, location.id, [channel.id]);
      }
      created.push(storefront.id);
    }
    await ensureShippingMethods(injector, storefront, channel);
    await ensureTestPaymentMethod(injector, storefront, channel);
  }
  return created;
}

async function hasCode(injector: Injector, entity: typeof ShippingMethod | typeof PaymentMethod, code: string) {
  return (
    (await injector.get(TransactionalConnection).rawConnection.getRepository(entity).count({ where: { code } })) > 0
  );
}

/** Standard and express delivery in the channel's currency; tax on shipping follows the channel's rate. */
async function ensureShippingMethods(injector: Injector, storefront: Storefront, channel: Channel) {
  const ctx = await superadminContext(injector, channel);
  for (const rate of shippingRates) {
    if (await hasCode(injector, ShippingMethod, `${rate.kind}-${storefront.id}`)) continue;
    await injector.get(ShippingMethodService).create(ctx, {
      code: `${rate.kind}-${storefront.id}`,
      fulfillmentHandler: manualFulfillmentHandler.code,
      checker: { code: defaultShippingEligibilityChecker.code, arguments: [{ name: "orderMinimum", value: "0" }] },
      calculator: {
        code: defaultShippingCalculator.code,
        arguments: [
          { name: "rate", value: String(localShippingRate(rate, storefront.currency)) },
          // "auto": the rate is gross where the channel's prices include tax, net elsewhere.
          { name: "includesTax", value: "auto" },
          { name: "taxRate", value: String(storefrontTaxes[storefront.id].standardRate) },
        ],
      },
      translations: storefront.languages.map((language) => ({
        languageCode: vendureLanguage(language.code),
        name: rate.name[language.code],
        description: "",
      })),
    });
  }
}

/**
 * The test card method (plugins/test-payment) in every channel, until a real processor replaces it;
 * none where the test handler is not configured (the production profile).
 */
async function ensureTestPaymentMethod(injector: Injector, storefront: Storefront, channel: Channel) {
  const handlers = injector.get(ConfigService).paymentOptions.paymentMethodHandlers;
  if (!handlers.some((handler) => handler.code === testPaymentHandlerCode)) return;
  const code = `test-card-${storefront.id}`;
  if (await hasCode(injector, PaymentMethod, code)) return;
  const ctx = await superadminContext(injector, channel);
  await injector.get(PaymentMethodService).create(ctx, {
    code,
    enabled: true,
    handler: { code: testPaymentHandlerCode, arguments: [] },
    translations: storefront.languages.map((language) => ({
      languageCode: vendureLanguage(language.code),
      name: "Test card",
      description: "",
    })),
  });
}
