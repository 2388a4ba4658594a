import { useTranslation } from "../i18n/translation-context.tsx";
import type { OpeningHoursRow } from "./opening-hours.ts";
import type { ListedStore } from "./store-list.ts";

type StoreCardProps = {
  store: ListedStore & { hours: OpeningHoursRow[]; distanceKm: number | null };
  distance: Intl.NumberFormat;
};

/** One store of the list: name, kind, address, the week's opening hours and, when known, the distance. */
export function StoreCard({ store, distance }: StoreCardProps) {
  const { t } = useTranslation();
  return (
    <li>
      <h2>{store.name}</h2>
      <p className="store-kind">{t(`stores.kinds.${store.kind}`)}</p>
      <address>
        {store.street}
        <br />
        {[store.postalCode, store.city].filter(Boolean).join(" ")}
      </address>
      <h3>{t("stores.openingHours")}</h3>
      <dl className="store-hours">
        {store.hours.map((row) => (
          <div key={row.firstDay}>
            <dt>{row.lastDay ? t("stores.dayRange", { first: row.firstDay, last: row.lastDay }) : row.firstDay}</dt>
            <dd>{row.hours ?? t("stores.closed")}</dd>
          </div>
        ))}
      </dl>
      {store.distanceKm !== null ? (
        <p>{t("stores.distance", { distance: distance.format(store.distanceKm) })}</p>
      ) : null}
    </li>
  );
}
