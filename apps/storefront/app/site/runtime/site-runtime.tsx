import { publicPagePath } from "@hushling/analytics/route-change";
import { countryCookie, isPageSpeedAudit, resolveSiteCountry } from "@hushling/countries/site-country";
import { hasPendingAnalytics } from "@hushling/search-client/analytics-queue";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { pushDataLayer } from "../../analytics/data-layer.ts";
import { useTranslation } from "../../i18n/translation-context.tsx";
import { readCookie, writeCountryCookie } from "../country/country-cookie.ts";
import { OfflineNotices } from "../offline/offline-notices.tsx";
import { useOptionalSiteData } from "../routing/site-data.ts";
import { useSiteState } from "../state/site-state-provider.tsx";
import { checkBuildFreshness, finishInterruptedNavigations, recoverFromLoadErrors } from "./build-freshness.ts";
import { useNoticesClearOfControls, useToasterLifetime } from "./notice-behaviour.ts";
import {
  delayedLoadingEvent,
  delayedLoadingMs,
  routeAnnouncementTitle,
  routeChangeDelayMs,
  routeChangeEvent,
} from "./route-announcement.ts";
import { SiteScripts } from "./site-scripts.tsx";
import { VisibleLinkPrefetch } from "./visible-link-prefetch.tsx";

// The cookie registry and the banner carry validation and the banner library: a chunk of their own.
const ConsentRuntime = lazy(() => import("../../consent/consent-runtime.tsx"));

/**
 * What runs in the browser once the page is interactive (loaded after hydration, outside the
 * first-load JavaScript): the site country, route announcements, the data-layer route event and the
 * delayed-loading indicator, offline support, the prefetch of visible links, the consent tool and the
 * scripts it lets in (and the affiliate ids it keeps).
 */
export default function SiteRuntime() {
  const language = useOptionalSiteData()?.language;
  useSiteCountry();
  usePageLoadRecovery();
  useRouteChangeEvent();
  usePendingSearchAnalytics(language);
  useToasterLifetime();
  useNoticesClearOfControls();
  return (
    <>
      <RouteAnnouncer />
      <DelayedLoadingIndicator />
      <OfflineNotices />
      <VisibleLinkPrefetch />
      {language ? (
        <Suspense fallback={null}>
          <ConsentRuntime language={language} />
        </Suspense>
      ) : null}
      <SiteScripts />
    </>
  );
}

/**
 * A purchase or other search analytics an earlier page could not send goes out on this load, also on
 * pages that make no search call of their own (content, stores, checkout): the client, loaded only then,
 * sends its queue when it is made.
 */
function usePendingSearchAnalytics(language: string | undefined) {
  useEffect(() => {
    if (!language) return;
    let pending = false;
    try {
      pending = hasPendingAnalytics(window.sessionStorage);
    } catch {
      return; // storage blocked: nothing can be waiting in it
    }
    if (pending) void import("../../search/search-session.ts").then((session) => session.searchClient(language));
  }, [language]);
}

/** Resolves the site country from the preview/audit context, `?country=` and the country cookie. */
function useSiteCountry() {
  const { state, restore } = useSiteState();
  const { allowedCountries, environment } = state;
  useEffect(() => {
    const result = resolveSiteCountry({
      allowedCountries,
      auditContext: environment === "preview" || isPageSpeedAudit(navigator.userAgent),
      queryCountry: new URLSearchParams(location.search).get("country"),
      cookieCountry: readCookie(countryCookie.name),
    });
    if (result.deleteCookie) writeCountryCookie(undefined);
    // A country chosen in a link is the visitor's choice from now on.
    if (result.source === "query") writeCountryCookie(result.country);
    if (result.country) restore({ type: "setUserCountry", country: result.country });
  }, [allowedCountries, environment, restore]);
}

/** Reload once for a newer deployment; recover once from a module that failed to load, also mid-navigation. */
function usePageLoadRecovery() {
  const navigation = useNavigation();
  const pending = useRef<string | undefined>(undefined);
  pending.current = navigation.location ? navigation.location.pathname + navigation.location.search : undefined;
  useEffect(() => {
    void checkBuildFreshness();
    const stopRemembering = finishInterruptedNavigations();
    const stopRecovering = recoverFromLoadErrors(() => pending.current);
    return () => {
      stopRemembering();
      stopRecovering();
    };
  }, []);
}

/**
 * Pushes the route-change event into the tag manager's data layer shortly after every route update,
 * without the order confirmation link's code (tags and their reports must not learn it).
 */
function useRouteChangeEvent() {
  const location = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      pushDataLayer({ event: routeChangeEvent, path: publicPagePath(location.pathname + location.search) });
    }, routeChangeDelayMs);
    return () => clearTimeout(timer);
  }, [location]);
}

/** Says "Navigated to {title}" after each in-site navigation (not on the first page). */
function RouteAnnouncer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const first = useRef(true);
  const [message, setMessage] = useState("");
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // After the new page has painted, so its heading and title are in place.
    const frame = requestAnimationFrame(() => {
      const title = routeAnnouncementTitle({
        firstHeading: document.querySelector("h1")?.textContent,
        documentTitle: document.title,
      });
      setMessage(t("runtime.navigatedTo", { title: title ?? t("runtime.newPageAt", { path: pathname }) }));
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, t]);
  return (
    <div className="visually-hidden" aria-live="assertive" aria-atomic="true" id="route-announcer">
      {message}
    </div>
  );
}

/** After a second of loading, fires the delayed-loading event and shows a progress bar. */
function DelayedLoadingIndicator() {
  const { t } = useTranslation();
  const loading = useNavigation().state === "loading";
  const [delayed, setDelayed] = useState(false);
  useEffect(() => {
    if (!loading) {
      setDelayed(false);
      return;
    }
    const timer = setTimeout(() => {
      setDelayed(true);
      window.dispatchEvent(new Event(delayedLoadingEvent));
    }, delayedLoadingMs);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!delayed) return null;
  return <div className="loading-bar" role="progressbar" aria-label={t("runtime.loading")} />;
}
