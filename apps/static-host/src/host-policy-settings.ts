import type { HostPolicySettingsInput } from "@hushling/storefronts";

const list = (raw: string | undefined) =>
  raw === undefined || raw.trim() === ""
    ? undefined
    : raw
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);

/**
 * CSP_SHOP_API_ORIGIN (required: the commerce server the cart calls, e.g. https://shop.example.com),
 * CSP_SEARCH_ORIGINS, CSP_CONNECT_ORIGINS (comma-separated origins the pages also call), CSP_SCRIPT_ORIGINS
 * (origins of the tag manager's and the third-party scripts), CSP_VIDEO_PLAYER_ORIGINS
 * (default YouTube's no-cookie player and Vimeo; "none" for no videos).
 */
export function hostPolicyEnvironment(env: Record<string, string | undefined>): HostPolicySettingsInput {
  const shopApiOrigin = env.CSP_SHOP_API_ORIGIN?.trim();
  if (!shopApiOrigin) {
    throw new Error("CSP_SHOP_API_ORIGIN is required: the origin of the commerce server whose Shop API the cart calls");
  }
  const videos = env.CSP_VIDEO_PLAYER_ORIGINS?.trim() === "none" ? [] : list(env.CSP_VIDEO_PLAYER_ORIGINS);
  return {
    shopApiOrigin,
    ...(list(env.CSP_SEARCH_ORIGINS) && { searchOrigins: list(env.CSP_SEARCH_ORIGINS) }),
    ...(list(env.CSP_CONNECT_ORIGINS) && { connectOrigins: list(env.CSP_CONNECT_ORIGINS) }),
    ...(list(env.CSP_SCRIPT_ORIGINS) && { scriptOrigins: list(env.CSP_SCRIPT_ORIGINS) }),
    ...(videos && { videoPlayerOrigins: videos }),
  };
}
