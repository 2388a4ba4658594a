import {
  buildConsentBannerConfig,
  type ConsentCategory,
  consentCookieName,
  cookieJarOver,
  discardInvalidConsentCookie,
} from "@hushling/consent";
import type { LanguageCode } from "@hushling/storefronts";

/** Raise it when the categories or their purposes change: every visitor is asked again. */
export const consentRevision = 1;

type Banner = typeof import("vanilla-cookieconsent");

let started: Promise<Banner> | undefined;
let markStarted: (banner: Banner) => void = () => {};
const whenStarted = new Promise<Banner>((resolve) => {
  markStarted = resolve;
});

/**
 * Loads the banner library and its styles (never in the first load) and runs it once per page. A consent
 * cookie that is not a valid current choice (edited by hand, outdated) is deleted first, so the visitor is
 * asked again. `onConsent` hears the stored choice on load, ["necessary"] when there is none, and every
 * change after.
 */
export function startConsentBanner(options: {
  language: LanguageCode;
  onConsent: (categories: ConsentCategory[]) => void;
}): Promise<Banner> {
  started ??= (async () => {
    const jar = cookieJarOver(document);
    const choice = discardInvalidConsentCookie(jar, { revision: consentRevision });
    // The library writes its cookie for the page's host name as a domain cookie: delete that one too.
    if (choice.status === "none" && choice.reason !== "absent") {
      jar.remove(consentCookieName, { path: "/", domain: location.hostname });
    }
    const [banner] = await Promise.all([
      import("vanilla-cookieconsent"),
      import("vanilla-cookieconsent/dist/cookieconsent.css"),
    ]);
    // After the library's own styles: larger switches for WCAG 2.2 target sizes.
    await import("@hushling/consent/consent-banner.css");
    await banner.run(
      buildConsentBannerConfig({ language: options.language, revision: consentRevision, onConsent: options.onConsent }),
    );
    // No stored choice: the library reports nothing until the visitor chooses, but cookies left from an
    // earlier choice must go now.
    if (choice.status === "none") options.onConsent(["necessary"]);
    markStarted(banner);
    return banner;
  })();
  return started;
}

/** The footer's "Cookie settings": opens the preferences once the banner has started. */
export async function showConsentPreferences(): Promise<void> {
  (await whenStarted).showPreferences();
}
