import { languagePrefix } from "@hushling/storefronts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "../site/breadcrumbs.tsx";
import { pageContext } from "../site/page-context.server.ts";
import { pageSeo } from "../site/page-seo.server.ts";
import { seoMeta } from "../site/seo-meta.ts";
import { StructuredData } from "../site/structured-data.tsx";
import { listStores, type Position, type StoreFilter, storeKinds } from "../stores/store-list.ts";
import type { StoreKind } from "../stores/store-schema.ts";
import { loadStores } from "../stores/stores.server.ts";
import type { Route } from "./+types/stores";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/** Build time: the stores in the countries this storefront serves, with schema.org Store data. */
export async function loader({ request }: Route.LoaderArgs) {
  const context = pageContext(request);
  const { storefront, language, locale, t } = context;
  const stores = loadStores().filter((store) => storefront.countries.includes(store.country));
  const seo = await pageSeo(context, "stores");
  const countryNames = new Intl.DisplayNames([locale], { type: "region" });
  return {
    title: `${t("stores.title")} | ${t("site.brand")}`,
    description: t("stores.description"),
    seo,
    stores,
    countries: [...new Set(stores.map((store) => store.country))].map((code) => ({
      code,
      name: countryNames.of(code.toUpperCase()) ?? code,
    })),
    breadcrumbs: [
      { name: t("site.home"), href: `${languagePrefix(storefront, language)}/` },
      { name: t("stores.heading"), href: new URL(seo.canonical).pathname },
    ],
    structuredData: stores.map((store) => ({
      "@context": "https://schema.org",
      "@type": "Store",
      name: store.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: store.street,
        postalCode: store.postalCode || undefined,
        addressLocality: store.city,
        addressCountry: store.country.toUpperCase(),
      },
      geo: { "@type": "GeoCoordinates", latitude: store.latitude, longitude: store.longitude },
    })),
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
            {storeKinds.map((kind: StoreKind) => (
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
            <li key={store.id}>
              <h2>{store.name}</h2>
              <p className="store-kind">{t(`stores.kinds.${store.kind}`)}</p>
              <address>
                {store.street}
                <br />
                {[store.postalCode, store.city].filter(Boolean).join(" ")}
              </address>
              {store.distanceKm !== null ? (
                <p>{t("stores.distance", { distance: distance.format(store.distanceKm) })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {loaderData.structuredData.map((data) => (
        <StructuredData key={data.name} data={data} />
      ))}
    </>
  );
}
