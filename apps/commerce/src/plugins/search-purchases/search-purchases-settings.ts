import { z } from "zod";

/**
 * Where commerce reports paid orders to the search service, and the secret it shows there. Both or
 * neither: without them, the search service learns no purchases (bought-together stays empty).
 */
const environmentSchema = z.object({
  SEARCH_PURCHASES_URL: z.url().optional(),
  SEARCH_COMMERCE_SECRET: z.string().min(16, "at least 16 characters").optional(),
});

export type SearchPurchasesSettings = { url: string; secret: string } | undefined;

export class SearchPurchasesSettingsError extends Error {
  override name = "SearchPurchasesSettingsError";
}

/** Read once where the Vendure configuration is built; throws naming the variable that is wrong. */
export function readSearchPurchasesSettings(env: NodeJS.ProcessEnv): SearchPurchasesSettings {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new SearchPurchasesSettingsError(`Invalid search purchase settings: ${lines.join("; ")}`);
  }
  const { SEARCH_PURCHASES_URL: url, SEARCH_COMMERCE_SECRET: secret } = parsed.data;
  if (!url && !secret) return undefined;
  if (!url || !secret) {
    throw new SearchPurchasesSettingsError(
      "SEARCH_PURCHASES_URL and SEARCH_COMMERCE_SECRET go together: set both or neither",
    );
  }
  return { url, secret };
}
