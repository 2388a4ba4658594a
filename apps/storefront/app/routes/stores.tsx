import { storeKinds } from "@hushling/catalog/store-kinds";
import { languagePrefix } from "@hushling/storefronts";
import { useState } from "react";
import { useTranslation } from "../i18n/translation-context.tsx";
import { pageContext } from "../site/routing/page-context.server.ts";
import { Breadcrumbs } from "../site/seo/breadcrumbs.tsx";
import { pageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import { StructuredData } from "../site/seo/structured-data.tsx";
import { openingHoursRows } from "../stores/opening-hours.ts";
import { StoreCard } from "../stores/store-card.tsx";
import { listStores, type Position, type StoreFilter } from "../stores/store-list.ts";
import { storeStructuredData } from "../stores/store-structured-data.ts";
import { loadStores } from "../stores/stores.server.ts";
import type { Route } from "./+types/stores";
import "../stores/stores.css";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/** Build time: the stores in the countries this storefront serves, with schema.org Store data. */
export async function loader({ request }: Route.LoaderArgs) {
  const context = pageContext(request);
  const { storefront, language, locale, t } = context;
  // The export holds only the stores in this storefront's countries.
  const stores = loadStores(storefront, context.settings.exportDirectory);
  const seo = await pageSeo(context, "stores");
  const countryNames = new Intl.DisplayNames([locale], { type: "region" });
  return {
    title: `${t("stores.title")} | ${t("site.brand")}`,
    description: t("stores.description"),
    seo,
    // Hours formatted here, at build time: the browser gets finished text and no formatting code.
    stores: stores.map(({ openingHours, ...store }) => ({ ...store, hours: openingHoursRows(openingHours, locale) })),
    countries: [...new Set(stores.map((store) => store.country))].map((code) => ({
      code,
      name: countryNames.of(code.toUpperCase()) ?? code,
    })),
    breadcrumbs: [
      { name: t("site.home"), href: `${languagePrefix(storefront, language)}/` },
      { name: t("stores.heading"), href: new URL(seo.canonical).pathname },
    ],
    structuredData: stores.map(storeStructuredData),
    locale,
  };
}

type LocationState = "idle" | "locating" | "denied";

export default function Stores({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { stores, countries, locale, breadcrumbs } = loaderData;
  const [filter, setFilter] = useState<StoreFilter>({ country: null, kind: null });
  const [position, setPosition] = useState<Position | null>(null);
  const [locationState, setLocationState] = useState<LocationState>("idle");
  const shown = listStores(stores, filter, position, locale);
  const distance = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

  const locate = () => {
    if (!("geolocation" in navigator)) return setLocationState("denied");
    setLocationState("locating");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition({ latitude: coords.latitude, longitude: coords.longitude });
        setLocationState("idle");
      },
      () => setLocationState("denied"),
      { maximumAge: 600_000, timeout: 10_000 },
    );
  };

  return (
    <>
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1>{t("stores.heading")}</h1>
      <p>{t("stores.intro")}</p>
      <div className="store-filters">
        {countries.length > 1 ? (
          <label>
            {t("stores.country")}{" "}
            <select
              value={filter.country ?? ""}
              onChange={(event) => setFilter({ ...filter, country: event.target.value || null })}
            >
              <option value="">{t("stores.allCountries")}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          {t("stores.kind")}{" "}
          <select
            value={filter.kind ?? ""}
            onChange={(event) => {
              const kind = storeKinds.find((candidate) => candidate === event.target.value) ?? null;
              setFilter({ ...filter, kind });
            }}
          >
            <option value="">{t("stores.allKinds")}</option>
            {storeKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`stores.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={locate} disabled={locationState === "locating"}>
          {t("stores.useLocation")}
        </button>
      </div>
      <p aria-live="polite">
        {locationState === "locating"
          ? t("stores.locating")
          : locationState === "denied"
            ? t("stores.locationDenied")
            : t("stores.count", { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p>{t("stores.none")}</p>
      ) : (
        <ul className="store-list">
          {shown.map((store) => (
            <StoreCard key={store.id} store={store} distance={distance} />
          ))}
        </ul>
      )}
      {loaderData.structuredData.map((data) => (
        <StructuredData key={data.name} data={data} />
      ))}
    </>
  );
}
