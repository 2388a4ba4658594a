import { currentCountry } from "@hushling/site-state";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/translation-context.tsx";
import { countryOptionsByLocale } from "../build/compiled-country-options.ts";
import { useSiteState } from "../state/site-state-provider.tsx";
import type { CountryOption } from "./country-options.ts";

const noOptions = { own: [], elsewhere: [] };

/**
 * Picks the visitor's country (footer, checkout). It shows the site's current country, the storefront's
 * own until the visitor chooses. A country this storefront serves becomes the site country (saved in
 * the country cookie); a country another storefront serves is offered that storefront.
 */
export default function CountrySelector({ locale, label }: { locale: string; label?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { state, dispatch } = useSiteState();
  const options = countryOptionsByLocale[locale] ?? noOptions;
  const [elsewhere, setElsewhere] = useState<CountryOption | undefined>();
  const choose = (code: string) => {
    const other = options.elsewhere.find((option) => option.code === code);
    setElsewhere(other);
    if (!other) dispatch({ type: "setUserCountry", country: code });
  };
  return (
    <div className="country-selector">
      <label htmlFor={id}>{label ?? t("runtime.country")}</label>
      <select id={id} value={elsewhere?.code ?? currentCountry(state)} onChange={(event) => choose(event.target.value)}>
        <optgroup label={t("runtime.countriesHere")}>
          {options.own.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t("runtime.countriesElsewhere")}>
          {options.elsewhere.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </optgroup>
      </select>
      {elsewhere?.elsewhere ? (
        <p role="status">
          {t("runtime.countryOther", { country: elsewhere.name, storefront: elsewhere.elsewhere.storefront })}{" "}
          <a href={elsewhere.elsewhere.home}>
            {t("runtime.countryOtherLink", { storefront: elsewhere.elsewhere.storefront })}
          </a>
        </p>
      ) : null}
    </div>
  );
}
