import { createHash } from "node:crypto";
import path from "node:path";
import { tagManagerSettingsSchema } from "@hushling/analytics";
import { type ThirdPartySlot, thirdPartyScriptsSchema, thirdPartySlots } from "@hushling/consent";
import { errorReportingSettingsFromEnv, errorReportingSettingsSchema } from "@hushling/error-reporting";
import {
  createStorefrontRegistry,
  languageCodeSchema,
  readStorefrontOrigins,
  type StorefrontId,
  storefrontIdSchema,
  storefrontIds,
} from "@hushling/storefronts";
import { z } from "zod";
import { BuildSettingsError } from "./build-settings-error.ts";
import { readSearchBuildSettings, searchBuildSettingsSchema } from "./search-build-settings.ts";

/**
 * Everything one storefront build is configured by. The build's edge (vite.config.ts,
 * react-router.config.ts, routes.ts) reads it from the environment once with `readBuildSettings`;
 * everything below receives it (build-context.server.ts), nothing below reads the environment.
 */
export const buildSettingsSchema = z.object({
  storefront: storefrontIdSchema,
  /** The storefront's languages, default first (from the storefront table). */
  languages: z.array(languageCodeSchema).min(1),
  /** Production host of every storefront, `{ us: "www.hushling.example", ... }`. */
  hosts: z.record(storefrontIdSchema, z.string()),
  /** Names this build; the browser compares it with /build-manifest.json to spot a newer deployment. */
  buildHash: z.string().regex(/^[0-9a-z]{6,40}$/, "6 to 40 lowercase letters or digits"),
  /** The commerce export the catalog, stores and pictures are read from. */
  exportDirectory: z.string().min(1),
  /** The repository's content folder (pages, navigation). */
  contentDirectory: z.string().min(1),
  /**
   * Where the build's short-link pages send visitors: the production hosts, or the local stack's
   * `http://{id}.localhost:{port}` (STOREFRONT_ORIGINS=local, WEB_PORT). Pages, hreflang and canonical
   * addresses always name the production hosts.
   */
  linkOrigins: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("production") }),
    z.object({ kind: z.literal("local"), port: z.number().int().min(1).max(65535) }),
  ]),
  /** The commerce server's Shop API the browser's cart calls (an http(s) address). */
  shopApiUrl: z.url({ protocol: /^https?$/, error: "an http(s) address, e.g. http://127.0.0.1:3000/shop-api" }),
  /** The tag manager: no container id, no container script. */
  tagManager: tagManagerSettingsSchema,
  /** The reviews, photo and ad scripts configured (none by default); each loads only with its consent. */
  thirdPartyScripts: thirdPartyScriptsSchema,
  /** Error reporting: off without a DSN, and in preview builds unless forced. */
  errorReporting: errorReportingSettingsSchema,
  /** The search service (ours or the hosted provider) the browser's search, merchandising and recommendations call. */
  search: searchBuildSettingsSchema,
});
export type BuildSettings = z.infer<typeof buildSettingsSchema>;

const environmentSchema = z.object({
  STOREFRONT: z
    .string()
    .default("us")
    .transform((value) => value.trim().toLowerCase())
    .pipe(
      z.enum(storefrontIds, {
        error: (issue) => `STOREFRONT="${issue.input}" is not a storefront; use one of: ${storefrontIds.join(", ")}`,
      }),
    ),
  STOREFRONT_HOSTS: z.string().optional(),
  BUILD_HASH: z.string().optional(),
  COMMERCE_EXPORT_DIR: z.string().optional(),
  CONTENT_DIR: z.string().optional(),
  STOREFRONT_ORIGINS: z.string().optional(),
  WEB_PORT: z.string().optional(),
  SHOP_API_URL: z.string().optional(),
  TAG_MANAGER_CONTAINER_ID: z.string().optional(),
  TAG_MANAGER_SCRIPT_URL: z.string().optional(),
  REVIEWS_SCRIPT_URL: z.string().optional(),
  PHOTO_UGC_SCRIPT_URL: z.string().optional(),
  SOCIAL_ADS_PIXEL_SCRIPT_URL: z.string().optional(),
  THIRD_PARTY_PROXIED: z.string().optional(),
});

/** The environment variable that configures each third-party script slot. */
export const thirdPartyScriptVariables: Record<ThirdPartySlot, keyof z.infer<typeof environmentSchema>> = {
  reviews: "REVIEWS_SCRIPT_URL",
  "photo-ugc": "PHOTO_UGC_SCRIPT_URL",
  "social-ads-pixel": "SOCIAL_ADS_PIXEL_SCRIPT_URL",
};

const defaultTagManagerScriptUrl = "https://www.googletagmanager.com/gtm.js";

export { BuildSettingsError };

/** `us=www.example.com,eu=eu.example.com` -> `{ us: ..., eu: ... }`; an empty value means the defaults. */
function parseHosts(value: string | undefined): Partial<Record<string, string>> {
  if (!value?.trim()) return {};
  return Object.fromEntries(
    value.split(",").map((pair) => {
      const [id, host, ...rest] = pair.split("=").map((part) => part.trim());
      if (!id || !host || rest.length > 0) {
        throw new BuildSettingsError(`STOREFRONT_HOSTS: "${pair}" is not id=host (e.g. us=www.example.com)`);
      }
      return [id, host];
    }),
  );
}

/**
 * Without BUILD_HASH the hash names this process's build: the same for every config file read in one
 * `react-router build`, different for the next build (build-all.ts sets BUILD_HASH per build).
 */
function processBuildHash(storefront: StorefrontId): string {
  const seed = `${storefront}:${process.pid}:${Math.floor(performance.timeOrigin)}`;
  return createHash("sha256").update(seed).digest("hex").slice(0, 12);
}

/**
 * The configured third-party script slots, one variable each (REVIEWS_SCRIPT_URL, PHOTO_UGC_SCRIPT_URL,
 * SOCIAL_ADS_PIXEL_SCRIPT_URL); THIRD_PARTY_PROXIED names the slots loaded through the site's proxy.
 */
function readThirdPartyScripts(input: z.infer<typeof environmentSchema>) {
  const proxied = new Set(
    (input.THIRD_PARTY_PROXIED ?? "")
      .split(",")
      .map((slot) => slot.trim())
      .filter(Boolean),
  );
  for (const slot of proxied) {
    if (!(thirdPartySlots as readonly string[]).includes(slot)) {
      throw new BuildSettingsError(`THIRD_PARTY_PROXIED: "${slot}" is not a slot; use ${thirdPartySlots.join(", ")}`);
    }
  }
  const configured = thirdPartySlots.flatMap((slot) => {
    const src = input[thirdPartyScriptVariables[slot]]?.trim();
    return src ? [{ slot, src, proxied: proxied.has(slot) }] : [];
  });
  const parsed = thirdPartyScriptsSchema.safeParse(configured);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const slot = configured[Number(issue?.path[0])]?.slot;
    throw new BuildSettingsError(`${slot ? thirdPartyScriptVariables[slot] : "third-party scripts"}: ${issue?.message}`);
  }
  return parsed.data;
}

/**
 * Reads and validates the build's settings from an environment (STOREFRONT, STOREFRONT_HOSTS,
 * BUILD_HASH, COMMERCE_EXPORT_DIR, CONTENT_DIR, STOREFRONT_ORIGINS, WEB_PORT, SHOP_API_URL, the tag manager's,
 * third-party scripts' and error reporting's (see the storefront README), and the SEARCH_* ones of
 * search-build-settings.ts). Relative folders are resolved against the storefront app folder. Fails naming the variable and what is expected.
 */
export function readBuildSettings(
  env: Readonly<Record<string, string | undefined>>,
  appDirectory: string,
): BuildSettings {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BuildSettingsError(issue?.message ?? "invalid build settings");
  }
  const input = parsed.data;
  let registry: ReturnType<typeof createStorefrontRegistry>;
  try {
    registry = createStorefrontRegistry(parseHosts(input.STOREFRONT_HOSTS));
  } catch (error) {
    throw new BuildSettingsError(`STOREFRONT_HOSTS: ${(error as Error).message}`);
  }
  const search = readSearchBuildSettings(env);
  let linkOrigins: ReturnType<typeof readStorefrontOrigins>;
  try {
    linkOrigins = readStorefrontOrigins(input);
  } catch (error) {
    throw new BuildSettingsError((error as Error).message);
  }
  const storefront = registry.byId(input.STOREFRONT);
  const thirdPartyScripts = readThirdPartyScripts(input);
  let errorReporting: z.infer<typeof errorReportingSettingsSchema>;
  try {
    // Errors thrown inside the providers' scripts are theirs to fix, not ours: not reported.
    const hostsOf = (slot: ThirdPartySlot) =>
      thirdPartyScripts.filter((script) => script.slot === slot).map((script) => new URL(script.src).hostname);
    errorReporting = errorReportingSettingsFromEnv(env, {
      reviews: hostsOf("reviews"),
      photoUgc: hostsOf("photo-ugc"),
      socialAds: hostsOf("social-ads-pixel"),
      searchIpv6Check: [],
    });
  } catch (error) {
    throw new BuildSettingsError((error as Error).message);
  }
  const settings = buildSettingsSchema.safeParse({
    storefront: storefront.id,
    languages: storefront.languages.map((language) => language.code),
    hosts: Object.fromEntries(registry.storefronts.map((each) => [each.id, each.host])),
    buildHash: input.BUILD_HASH?.trim().toLowerCase() || processBuildHash(storefront.id),
    exportDirectory: path.resolve(appDirectory, input.COMMERCE_EXPORT_DIR ?? "../../data/export"),
    contentDirectory: path.resolve(appDirectory, input.CONTENT_DIR ?? "../../content"),
    linkOrigins,
    shopApiUrl: input.SHOP_API_URL?.trim() || "http://127.0.0.1:3000/shop-api",
    tagManager: {
      containerId: input.TAG_MANAGER_CONTAINER_ID?.trim() || undefined,
      scriptUrl: input.TAG_MANAGER_SCRIPT_URL?.trim() || defaultTagManagerScriptUrl,
    },
    thirdPartyScripts,
    errorReporting,
    search,
  });
  if (!settings.success) {
    const issue = settings.error.issues[0];
    const variables: Record<string, string> = {
      buildHash: "BUILD_HASH",
      shopApiUrl: "SHOP_API_URL",
      "tagManager.containerId": "TAG_MANAGER_CONTAINER_ID",
      "tagManager.scriptUrl": "TAG_MANAGER_SCRIPT_URL",
    };
    const field =
      variables[String(issue?.path.slice(0, 2).join("."))] ??
      variables[String(issue?.path[0])] ??
      String(issue?.path.join("."));
    throw new BuildSettingsError(`${field}: ${issue?.message}`);
  }
  return settings.data;
}
