import { storefrontRegistry } from "@hushling/storefronts";
import type { OnApplicationBootstrap } from "@nestjs/common";
// biome-ignore lint/style/useImportType: Nest injects by the constructor's emitted parameter types.
import { ModuleRef } from "@nestjs/core";
// biome-ignore lint/style/useImportType: Nest injects by the constructor's emitted parameter types.
import { Injector, PluginCommonModule, ProcessContext, VendurePlugin } from "@vendure/core";
import { importCatalogOnce } from "../../catalog/catalog-import.ts";
import { seedStorefrontChannels } from "../../storefront-channels/storefront-channels.ts";

export type SeedOptions = { enabled: boolean };

/**
 * Seeds an empty database on the first start: storefront channels, then the catalog. Runs during
 * bootstrap, before the server listens, so nobody queries a half-seeded shop.
 */
@VendurePlugin({ imports: [PluginCommonModule], compatibility: "^3.0.0" })
export class SeedPlugin implements OnApplicationBootstrap {
  static options: SeedOptions = { enabled: true };

  static init(options: SeedOptions) {
    SeedPlugin.options = options;
    return SeedPlugin;
  }

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly processContext: ProcessContext,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!SeedPlugin.options.enabled || !this.processContext.isServer) return;
    const injector = new Injector(this.moduleRef);
    const channels = await seedStorefrontChannels(injector, storefrontRegistry.storefronts);
    const products = await importCatalogOnce(injector, storefrontRegistry.storefronts);
    if (channels.length > 0 || products > 0) {
      console.log(`commerce seeded ${channels.length} channels and ${products} products`);
    }
  }
}
