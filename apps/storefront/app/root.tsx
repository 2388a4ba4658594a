// First of all modules: zod must be told not to probe for eval before any schema runs (see the module).
import "./site/zod-without-eval.ts";
import { decideOnLoadError } from "@hushling/site-state/page-load-recovery";
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useMemo, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
// The design system first, so component styles imported below come after it in the cascade.
import "./app.css";
// The same file app.css names (Vite emits it once): preloaded, so the text swaps to it before most paints.
import figtreeLatin from "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url";
import { TranslationProvider, useTranslation } from "./i18n/translation-context.tsx";
import { createTranslator } from "./i18n/translator.ts";
import { siteSettings } from "./site/build/compiled-site-settings.ts";
import { rememberHiddenNotice } from "./site/chrome/notice-memory.ts";
import { SiteFooter } from "./site/chrome/site-footer.tsx";
import { SiteHeader } from "./site/chrome/site-header.tsx";
import { Toaster } from "./site/chrome/toaster.tsx";
import { writeCountryCookie } from "./site/country/country-cookie.ts";
import { LanguageContextProvider } from "./site/language/language-context.tsx";
import { languageSegment } from "./site/routing/route-patterns.ts";
import { loadSiteData } from "./site/routing/site-data.server.ts";
import { type SiteData, useOptionalSiteData } from "./site/routing/site-data.ts";
import type { LanguageVersion } from "./site/seo/page-seo.server.ts";
import { type SiteStatePersistence, SiteStateProvider } from "./site/state/site-state-provider.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: figtreeLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Build time: the storefront and language of the page, its navigation and the UI strings. */
export function loader({ request }: Route.LoaderArgs) {
  return loadSiteData(request);
}

/** The strings, storefront and menus only change when the visitor changes language. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return languageSegment(currentUrl.pathname) !== languageSegment(nextUrl.pathname);
}

/** The same page in the storefront's other languages, from the page's own loader when it has one. */
function useLanguageVersions(site: SiteData | undefined): LanguageVersion[] {
  const leaf = useMatches().at(-1)?.loaderData as { seo?: { languageVersions?: LanguageVersion[] } } | undefined;
  return leaf?.seo?.languageVersions ?? site?.languageHomes ?? [];
}

// What runs once the page is interactive (country, announcements, data layer): outside the first load.
const SiteRuntime = lazy(() => import("./site/runtime/site-runtime.tsx"));

function AfterHydration() {
  const [hydrated, setHydrated] = useState(false);
  // A transition: the runtime's first render yields to the browser instead of being one long task.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated ? (
    <Suspense fallback={null}>
      <SiteRuntime />
    </Suspense>
  ) : null;
}

const languageCodes = siteSettings.languages.map((language) => language.code);
const knownCountries = new Set(siteSettings.knownCountries);
const siteStateInit = { store: siteSettings.store, isKnownCountry: (code: string) => knownCountries.has(code) };

export function Layout({ children }: { children: ReactNode }) {
  const site = useOptionalSiteData();
  const languageVersions = useLanguageVersions(site);
  const translator = useMemo(
    () => createTranslator(site?.language ?? "en", site?.translation ?? {}),
    [site?.language, site?.translation],
  );
  const notice = site?.navigation.notice;
  const persistence = useMemo(
    (): SiteStatePersistence => ({
      saveUserCountry: writeCountryCookie,
      saveNoticeBarHidden: () => {
        if (notice) rememberHiddenNotice(notice);
      },
    }),
    [notice],
  );
  return (
    <html lang={site?.locale ?? "en"} data-status-document={site?.statusDocument ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {site ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: built from fixed data (consent-defaults.server.ts), hashed into the page's policy
          <script dangerouslySetInnerHTML={{ __html: site.headScript }} />
        ) : null}
        {site?.recoveryScript ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script from @hushling/links, not user input
          <script dangerouslySetInnerHTML={{ __html: site.recoveryScript }} />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        <TranslationProvider translator={translator}>
          <SiteStateProvider init={siteStateInit} persistence={persistence}>
            <LanguageContextProvider languages={languageCodes} siteUrl={siteSettings.siteUrl}>
              {site ? <SiteHeader site={site} /> : null}
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              {site ? <SiteFooter site={site} languageVersions={languageVersions} /> : null}
              {/* Every notice (toaster, offline, later ones) stands in this one place, one above the other. */}
              <div className="notice-stack">
                <Toaster />
                <AfterHydration />
              </div>
            </LanguageContextProvider>
          </SiteStateProvider>
        </TranslationProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  // A module of this deployment that failed to load: one reload with reloaded=1, then this page.
  useEffect(() => {
    if (isRouteErrorResponse(error)) return;
    const decision = decideOnLoadError(error, window.location.href);
    if (decision.kind === "reload") window.location.replace(decision.url);
  }, [error]);
  const key = isRouteErrorResponse(error) && error.status === 404 ? "notFound" : "serverError";
  return (
    <section className="status-page" aria-labelledby="status-heading">
      <title>{t(`${key}.title`)}</title>
      <h1 id="status-heading">{t(`${key}.heading`)}</h1>
      <p>{t(`${key}.body`)}</p>
    </section>
  );
}
