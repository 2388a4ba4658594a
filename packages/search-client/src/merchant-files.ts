import type {
  Banner,
  BannerResponse,
  KeywordMapResponse,
  MerchantConfiguration,
  ProviderEndpoints,
} from "@hushling/search-protocol";
import { clientLimits } from "./client-limits.ts";
import type { ClientStorage } from "./client-storage.ts";
import type { ProviderFetch } from "./provider-fetch.ts";

/** The merchant configuration with its banners and keyword maps. */
export type MerchantFiles = { config: MerchantConfiguration; banners: Banner[]; maps: KeywordMapResponse };

/**
 * The merchant files, kept 24 hours in local storage. While they are being fetched, keystrokes typed
 * meanwhile wait for the same three requests instead of starting their own.
 */
export function merchantFiles(
  /** The files are `{urls.config}{apiKey}.json`, `-banner.json` and `-maps.json`. */
  { apiKey, urls }: { apiKey: string; urls: Pick<ProviderEndpoints, "config"> },
  getJson: ProviderFetch["getJson"],
  local: ClientStorage,
): () => Promise<MerchantFiles> {
  let fetching: Promise<MerchantFiles> | undefined;

  async function fetchFiles(): Promise<MerchantFiles> {
    const base = `${urls.config}${encodeURIComponent(apiKey)}`;
    const [config, banners, maps] = await Promise.all([
      getJson<MerchantConfiguration>(`${base}.json`),
      getJson<BannerResponse>(`${base}-banner.json`),
      getJson<KeywordMapResponse>(`${base}-maps.json`),
    ]);
    const files = { config, banners: banners.klevu_banner, maps };
    local.write("merchantConfig", files, clientLimits.merchantConfigMs);
    return files;
  }

  return async () => {
    const stored = local.read<MerchantFiles>("merchantConfig");
    if (stored) return stored;
    fetching ??= fetchFiles().finally(() => {
      fetching = undefined;
    });
    return fetching;
  };
}
