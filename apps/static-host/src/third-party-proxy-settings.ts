import { z } from "zod";

/** A host name ("cdn.reviews.example") or all subdomains of one ("*.reviews.example"); never an IP address. */
const hostPattern = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]([a-z0-9-]*[a-z0-9])?$/,
    "must be a host name such as cdn.reviews.example or *.reviews.example",
  );

export const thirdPartyProxySettingsSchema = z.object({
  allowedHosts: z.array(hostPattern),
  /** Ports other than 80 and 443 that listed hosts may be fetched on. */
  allowedPorts: z.array(z.number().int().min(1).max(65_535)).default([]),
  maxBytes: z
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  timeoutMs: z.number().int().positive().default(10_000),
  maxRedirects: z.number().int().min(0).max(10).default(3),
});
export type ThirdPartyProxySettings = z.output<typeof thirdPartyProxySettingsSchema>;
export type ThirdPartyProxySettingsInput = z.input<typeof thirdPartyProxySettingsSchema>;

/** Reads `THIRD_PARTY_PROXY_HOSTS` (comma-separated host patterns) and `THIRD_PARTY_PROXY_PORTS`. */
export function thirdPartyProxySettingsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): ThirdPartyProxySettings {
  const list = (value: string | undefined) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  const parsed = thirdPartyProxySettingsSchema.safeParse({
    allowedHosts: list(env.THIRD_PARTY_PROXY_HOSTS),
    allowedPorts: list(env.THIRD_PARTY_PROXY_PORTS).map(Number),
  });
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => {
      const name = issue.path[0] === "allowedHosts" ? "THIRD_PARTY_PROXY_HOSTS" : "THIRD_PARTY_PROXY_PORTS";
      return `${name} entry ${Number(issue.path[1]) + 1}: ${issue.message}`;
    });
    throw new Error(`Third-party proxy settings are invalid: ${detail.join("; ")}`);
  }
  return parsed.data;
}
