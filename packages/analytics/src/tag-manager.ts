import { z } from "zod";

/** The tag manager's settings: without a container id, no container script loads at all. */
export const tagManagerSettingsSchema = z.object({
  containerId: z
    .string()
    .trim()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "must be a container id such as GTM-AB12CD3")
    .optional(),
  /**
   * The provider's container script address; the container id is added as its `id` parameter. https, or
   * plain http on this machine (a test's fake container).
   */
  scriptUrl: z
    .url({ protocol: /^https?$/ })
    .refine(
      (url) => url.startsWith("https:") || isLoopbackHost(new URL(url).hostname),
      "must be https (plain http only on localhost or 127.0.0.1)",
    ),
});
export type TagManagerSettings = z.infer<typeof tagManagerSettingsSchema>;

/** The container script in the shape the site state's addScript takes, or undefined when none is configured. */
export function tagManagerScript(
  settings: TagManagerSettings,
): { id: "tag-manager"; src: string; async: true } | undefined {
  if (!settings.containerId) return undefined;
  const src = new URL(settings.scriptUrl);
  src.searchParams.set("id", settings.containerId);
  return { id: "tag-manager", src: src.href, async: true };
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1";
}
