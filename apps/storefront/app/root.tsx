import { redirectRecoveryScript } from "@hushling/links";
import { languagePrefix } from "@hushling/storefronts";
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
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { loadNavigation } from "./content/navigation.server.ts";
import { resolveNavigation } from "./content/navigation-schema.ts";
import { languageNames } from "./i18n/language-names.ts";
import { translationResource } from "./i18n/translation-resources.server.ts";
import { createTranslator } from "./i18n/translator.ts";
import { pageContext } from "./site/page-context.server.ts";
import type { LanguageVersion } from "./site/page-seo.server.ts";
import { languageSegment } from "./site/route-patterns.ts";
import { SiteFooter, SiteHeader } from "./site/site-chrome.tsx";
import { loadSiteIndex } from "./site/site-index.server.ts";
import { isNotFoundPage, isStatusDocument } from "./site/status-page-kind.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Build time: the storefront and language of the page, its navigation and the UI strings. */
export async function loader({ request }: Route.LoaderArgs) {
  const { path, storefront, language, locale } = pageContext(request);
  const index = await loadSiteIndex();
  const own = index.filter((page) => page.storefront === storefront.id && page.language === language);
  const pathOf = (key: string) => own.find((page) => page.key === key)?.path;
  return {
    storefront: { id: storefront.id, name: storefront.name, currency: storefront.currency },
    language,
    locale,
    homePath: `${languagePrefix(storefront, language)}/`,
    searchPath: `${languagePrefix(storefront, language)}/search/`,
    cartPath: `${languagePrefix(storefront, language)}/cart/`,
    languageHomes: storefront.languages.map(
      ({ code }): LanguageVersion => ({
        code,
        name: languageNames[code],
        href: `${languagePrefix(storefront, code)}/`,
        current: code === language,
      }),
    ),
    navigation: resolveNavigation(loadNavigation(language), pathOf),
    year: new Date().getFullYear(),
    translation: translationResource(language),
    // Marks 404.html and 500.html, which a static host also serves at other addresses (entry.client.tsx).
    statusDocument: isStatusDocument(path) ? path : null,
    // Only the not-found page (served for every unknown path) repairs misspelt short links.
    recoveryScript: isNotFoundPage(path) ? redirectRecoveryScript : null,
  };
}

/** The strings, storefront and menus only change when the visitor changes language. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return languageSegment(currentUrl.pathname) !== languageSegment(nextUrl.pathname);
}

export type SiteData = Awaited<ReturnType<typeof loader>>;

/** The page's storefront and language, for any component below the root. */
export function useSite(): SiteData {
  const site = useRouteLoaderData<typeof loader>("root");
  if (!site) throw new Error("The root loader has not run");
  return site;
}

/** The same page in the storefront's other languages, from the page's own loader when it has one. */
function useLanguageVersions(site: SiteData | undefined): LanguageVersion[] {
  const leaf = useMatches().at(-1)?.loaderData as { seo?: { languageVersions?: LanguageVersion[] } } | undefined;
  return leaf?.seo?.languageVersions ?? site?.languageHomes ?? [];
}

export function Layout({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData<typeof loader>("root");
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
