import type { IpCheckResponse, ProviderEndpoints, VisitorSessionResponse } from "@hushling/search-protocol";
import { clientLimits } from "./client-limits.ts";
import type { ClientStorage } from "./client-storage.ts";
import type { ProviderFetch } from "./provider-fetch.ts";
import { clientErrors } from "./search-client-error.ts";
import type { ShopperConsent } from "./shopper-consent.ts";

/** An e-mail-marketing profile as the visitor session names it. */
export type ConnectorInfo = { connectorType: string; exchangeId: string };

/** The shopper's IPv4 and IPv6 addresses as the provider sees them. */
export type IpInfo = { v4: string; v6: string; uuid: string };

/** Who the shopper is to the provider, as a v2 event's `user_profile` carries it. */
export type UserProfile = {
  sessionId?: string;
  ip_address_v4?: string;
  ip_address_v6?: string;
  klevu_uuid?: string;
  data_protection: boolean;
};

/** What the session needs of the client's settings. */
export type SessionSettings = {
  apiKey: string;
  urls: Pick<ProviderEndpoints, "visitor" | "ipv4" | "ipv6">;
  /** The shopper's e-mail-marketing profile, or undefined without one or without marketing consent. */
  connector?: () => ConnectorInfo | undefined | Promise<ConnectorInfo | undefined>;
};

/**
 * The shopper's visitor session and IP data, kept in `local` (the client's local storage) and asked for
 * only with consent.
 */
export function shopperSession(
  { apiKey, urls, connector }: SessionSettings,
  postJson: ProviderFetch["postJson"],
  local: ClientStorage,
  consent: ShopperConsent,
) {
  /** The session id (and segments), created or renewed as needed; undefined before consent. */
  async function visitorSession(): Promise<VisitorSessionResponse | undefined> {
    if (!consent.mayStore("session")) return undefined;
    const profile = await connector?.();
    const exchangeId = profile?.exchangeId ?? "";
    const stored = local.read<VisitorSessionResponse & { exchangeId?: string }>("session");
    // A profile given or withdrawn since the session was opened is told to the service on the same session.
    if (stored && (stored.exchangeId ?? "") === exchangeId) return stored;
    const response = await postJson<VisitorSessionResponse>(`${urls.visitor}/${encodeURIComponent(apiKey)}/session`, {
      apiKey,
      ...(stored ? { sessionId: stored.sessionId } : {}),
      sessionInfo: { connectorInfo: profile ? [profile] : [] },
    });
    local.write("session", { ...response, exchangeId }, response.segmentInfo.ttl * 1000);
    local.write("segments", response.segmentInfo.segments, response.segmentInfo.ttl * 1000);
    return response;
  }

  /** The IP data, kept 1 hour; undefined before consent. */
  async function ipInfo(): Promise<IpInfo | undefined> {
    if (!consent.mayStore("ip")) return undefined;
    const stored = local.read<IpInfo>("ip");
    if (stored) return stored;
    const v4 = await postJson<IpCheckResponse>(urls.ipv4, { klevu_uuid: "" });
    const v6 = await postJson<IpCheckResponse>(urls.ipv6, { klevu_uuid: v4.klevu_uuid });
    if (!v4.ip_address || !v6.ip_address) throw clientErrors.fetchFailed();
    const info = { v4: v4.ip_address, v6: v6.ip_address, uuid: v4.klevu_uuid };
    local.write("ip", info, clientLimits.ipInfoMs);
    return info;
  }

  return {
    visitorSession,
    ipInfo,

    /** The session id for a v1 beacon; undefined when there is none (no consent, service down). */
    sessionId: async () => (await visitorSession().catch(() => undefined))?.sessionId,

    /** The `user_profile` of a v2 event, with what of the session and IP data can be had. */
    async profile(): Promise<UserProfile> {
      const [visitor, ip] = await Promise.all([
        visitorSession().catch(() => undefined),
        ipInfo().catch(() => undefined),
      ]);
      return {
        ...(visitor ? { sessionId: visitor.sessionId } : {}),
        ...(ip ? { ip_address_v4: ip.v4, ip_address_v6: ip.v6, klevu_uuid: ip.uuid } : {}),
        data_protection: consent.dataProtection(),
      };
    },

    /** Consent given: a fresh session and IP check, kept from now on. */
    async start(): Promise<void> {
      local.remove("session");
      local.remove("segments");
      local.remove("ip");
      await Promise.all([visitorSession(), ipInfo()]);
    },
  };
}

export type ShopperSession = ReturnType<typeof shopperSession>;
