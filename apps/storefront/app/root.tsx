import { type ReactNode, useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
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
import stylesheet from "./app.css?url";
import { createTranslator } from "./i18n/translator.ts";
import { SiteFooter, SiteHeader } from "./site/chrome/site-chrome.tsx";
import { languageSegment } from "./site/routing/route-patterns.ts";
import { loadSiteData } from "./site/routing/site-data.server.ts";
import { type SiteData, useOptionalSiteData } from "./site/routing/site-data.ts";
import type { LanguageVersion } from "./site/seo/page-seo.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
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

export function Layout({ children }: { children: ReactNode }) {
  const site = useOptionalSiteData();
  const languageVersions = useLanguageVersions(site);
  const i18n = useMemo(
    () => createTranslator(site?.language ?? "en", site?.translation ?? {}),
    [site?.language, site?.translation],
  );
  return (
    <html lang={site?.locale ?? "en"} data-status-document={site?.statusDocument ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {site?.recoveryScript ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script from @hushling/links, not user input
          <script dangerouslySetInnerHTML={{ __html: site.recoveryScript }} />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          {site ? <SiteHeader site={site} languageVersions={languageVersions} /> : null}
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          {site ? <SiteFooter site={site} /> : null}
        </I18nextProvider>
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
  const key = isRouteErrorResponse(error) && error.status === 404 ? "notFound" : "serverError";
  return (
    <section className="status-page" aria-labelledby="status-heading">
      <title>{t(`${key}.title`)}</title>
      <h1 id="status-heading">{t(`${key}.heading`)}</h1>
      <p>{t(`${key}.body`)}</p>
    </section>
  );
}
