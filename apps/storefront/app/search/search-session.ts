import { createSearchClient, type SearchClient } from "@hushling/search-client";
import { apiKeyOf } from "@hushling/search-protocol/api-keys";
import { siteSettings } from "../site/build/compiled-site-settings.ts";
import { onSearchConsentChange, searchConsentGiven } from "./search-consent.ts";

const clients = new Map<string, SearchClient>();

/**
 * The page language's search client (one per language, made on first use): the build's endpoints, the
 * browser's storages, the consent rule. Analytics an earlier page could not send go out now.
 */
export function searchClient(language: string): SearchClient {
  const client = clients.get(language);
  if (client) return client;
  const { search } = siteSettings;
  const created = createSearchClient({
    apiKey: apiKeyOf(search.apiKeyPrefix, siteSettings.storefront, language),
    urls: search.endpoints,
    fetch: window.fetch.bind(window),
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    consentRequired: search.consentRequired,
    consentGiven: searchConsentGiven(),
    // Loaded when a session is opened, not with the page: the search page's first load stays in budget.
    connector: () =>
      import("./marketing-connector.ts").then(
        (module) => module.marketingProfile(),
        () => undefined,
      ),
  });
  onSearchConsentChange((granted) => {
    if (granted) void created.giveConsent().catch(() => undefined);
    else if (search.consentRequired) created.withdrawConsent();
  });
  void created.flushAnalytics().catch(() => undefined);
  clients.set(language, created);
  return created;
}

/** Analytics never break a page: a failed send waits in the client's queue for the next load. */
export function quietly(pending: Promise<unknown>): void {
  void pending.catch(() => undefined);
}
