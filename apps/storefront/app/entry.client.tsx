import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { siteSettings } from "./site/build/compiled-site-settings.ts";
import { reportCaughtError } from "./site/error-reporting/early-errors.ts";
import { servedAtOwnAddress } from "./site/routing/status-page-kind.ts";
import { installPageDataRetries } from "./site/runtime/page-data-fetch.ts";

function hydrate() {
  installPageDataRetries();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      {
        // An error an error boundary caught is still a bug: logged as React does, and reported.
        onCaughtError: (error) => {
          console.error(error);
          reportCaughtError(error);
        },
      },
    );
  });
  startErrorReportingWhenIdle();
}

/** Error reporting is on only when the head's script records errors for it (a DSN is configured). */
function startErrorReportingWhenIdle() {
  if (!window.__hushlingErrors) return;
  const start = () =>
    void import("./site/error-reporting/error-reporting.ts").then((module) => module.startErrorReporting());
  if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}

/** A default-language address (no language prefix) on a storefront with several languages. */
function inDefaultLanguage(pathname: string): boolean {
  const first = pathname.split("/")[1]?.toLowerCase() ?? "";
  return !siteSettings.languages.some((language) => language.prefix && language.prefix.slice(1) === first);
}

/** The same page in each language, as the language switcher links it (`{ fr: "/fr/produits/…" }`). */
function languageAlternates(): Record<string, string> {
  const links = document.querySelectorAll<HTMLAnchorElement>(".language-switcher a[hreflang]");
  return Object.fromEntries([...links].map((link) => [link.hreflang, link.getAttribute("href") ?? ""]));
}

// A static host answers every unknown address with 404.html. Its markup was rendered for /404/, so
// React would not match it elsewhere; there it stays the plain page it is (its links still work).
if (servedAtOwnAddress(document.documentElement.dataset.statusDocument, window.location.pathname)) {
  const statusDocument = document.documentElement.dataset.statusDocument;
  if (!statusDocument && siteSettings.languages.length > 1 && inDefaultLanguage(window.location.pathname)) {
    // The visitor's language may not be the default: decide before hydrating a page they would leave.
    import("./site/language/language-startup.ts")
      .then((startup) => {
        if (!startup.redirectToVisitorLanguage(siteSettings, languageAlternates())) hydrate();
      })
      .catch(hydrate);
  } else {
    hydrate();
  }
}
