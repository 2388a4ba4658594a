// The storefront's consent wiring as its README describes it, bundled into one page for the browser test.
import {
  buildConsentBannerConfig,
  type ConsentCategory,
  consentBannerTexts,
  consentDefaultCommand,
  consentUpdateCommand,
  cookieJarOver,
  createCookieRegistry,
  discardInvalidConsentCookie,
  scriptChangesForConsent,
  thirdPartyScriptsSchema,
} from "../../src/index.ts";

type TestWindow = Window & {
  dataLayer: unknown[];
  gtag: (...args: unknown[]) => void;
  scriptChanges: { add: string[]; remove: string[] }[];
  consentReady: Promise<void>;
};
const page = window as unknown as TestWindow;
const revision = 1;
const language = "de";

page.dataLayer = page.dataLayer ?? [];
page.gtag = function gtag() {
  // biome-ignore lint/complexity/noArguments: the tag manager only reads arguments objects
  page.dataLayer.push(arguments);
};
page.gtag(...consentDefaultCommand());
page.scriptChanges = [];

const jar = cookieJarOver(document);
const registry = createCookieRegistry(jar);
registry.register({ name: "campaign", category: "marketing", maxAgeDays: 30 });
registry.set("country", "DE");
registry.set("campaign", "spring-sale");

const scripts = thirdPartyScriptsSchema.parse([
  { slot: "reviews", src: "https://widgets.reviews.example/widget.js" },
  { slot: "social-ads-pixel", src: "https://pixel.social-ads.example/events.js", proxied: true },
]);

const button = document.createElement("button");
button.type = "button";
button.textContent = consentBannerTexts[language].reopenPreferences;
document.querySelector("footer")?.append(button);

page.consentReady = (async () => {
  const choice = discardInvalidConsentCookie(jar, { revision });
  const CookieConsent = await import("vanilla-cookieconsent");
  button.addEventListener("click", () => CookieConsent.showPreferences());
  const onConsent = (categories: ConsentCategory[]) => {
    registry.applyConsent(categories);
    page.gtag(...consentUpdateCommand(categories));
    const changes = scriptChangesForConsent(scripts, categories);
    page.scriptChanges.push({ add: changes.add.map((script) => script.src), remove: changes.remove });
  };
  await CookieConsent.run(buildConsentBannerConfig({ language, revision, onConsent }));
  if (choice.status === "none") registry.applyConsent(["necessary"]);
})();
