import {
  type ConsentCategory,
  consentUpdateCommand,
  cookieJarOver,
  countryCookie,
  createCookieRegistry,
  scriptChangesForConsent,
} from "@hushling/consent";
import type { SiteAction } from "@hushling/site-state";
import type { LanguageCode } from "@hushling/storefronts";
import { useEffect } from "react";
import { pushGtag } from "../analytics/data-layer.ts";
import { forgetSearchItemsWithoutConsent } from "../search/search-consent-withdrawal.ts";
import { followAffiliateAction } from "../site/attribution/affiliate-memory.ts";
import { thirdPartySettings } from "../site/build/compiled-third-party-settings.ts";
import { useSiteState } from "../site/state/site-state-provider.tsx";
import { affiliateClickIds, affiliateCookies, rememberedClickIds } from "./affiliate-click-ids.ts";
import { startConsentBanner } from "./consent-banner.ts";
import { announceConsent } from "./consent-state.ts";

/**
 * The consent tool, loaded after hydration: the cookie registry, the banner, and on the stored choice and
 * every change: registered cookies of withdrawn categories deleted (waiting ones written), the search
 * client's protected items deleted without functional consent, Consent Mode
 * updated, the tag manager (analytics) and the third-party scripts (marketing) added or removed through
 * the site state, and `consent-state.ts` told.
 */
export default function ConsentRuntime({ language }: { language: LanguageCode }) {
  const { dispatch } = useSiteState();
  useEffect(() => {
    const registry = createCookieRegistry(cookieJarOver(document), [countryCookie, ...affiliateCookies]);
    // The landing's ids hold for this page (site state, and the cart's copy) whatever the choice;
    // only a marketing grant lets the cookies keep them for later visits.
    const takeClickId = (action: SiteAction) => {
      dispatch(action);
      followAffiliateAction(action);
    };
    for (const clickId of affiliateClickIds(location.search)) {
      registry.set(clickId.cookie, clickId.value);
      takeClickId(clickId.action);
    }
    const onConsent = (categories: ConsentCategory[]) => {
      registry.applyConsent(categories);
      forgetSearchItemsWithoutConsent(categories);
      pushGtag(consentUpdateCommand(categories));
      for (const action of rememberedClickIds((name) => registry.get(name))) takeClickId(action);
      const changes = scriptChangesForConsent(thirdPartySettings.scripts, categories);
      const tagManager = thirdPartySettings.tagManagerScript;
      if (tagManager && categories.includes("analytics")) changes.add.unshift(tagManager);
      else if (tagManager) changes.remove.unshift(tagManager.id);
      for (const script of changes.add) dispatch({ type: "addScript", script });
      for (const id of changes.remove) dispatch({ type: "removeScript", id });
      announceConsent(categories);
    };
    void startConsentBanner({ language, onConsent });
  }, [dispatch, language]);
  return null;
}
