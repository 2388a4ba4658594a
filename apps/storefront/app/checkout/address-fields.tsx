import { type AddressField, addressFormat } from "@hushling/addresses";
import { useMemo } from "react";
import { useTranslation } from "../i18n/translation-context.tsx";
import { Field } from "./checkout-fields.tsx";
import type { CheckoutDraft, StepProblems } from "./checkout-steps.ts";

const autoComplete: Record<AddressField, string> = {
  fullName: "shipping name",
  company: "shipping organization",
  streetLine1: "shipping address-line1",
  streetLine2: "shipping address-line2",
  city: "shipping address-level2",
  province: "shipping address-level1",
  postalCode: "shipping postal-code",
};

type AddressFieldsProps = {
  address: CheckoutDraft["address"];
  countries: readonly string[];
  locale: string;
  problems: StepProblems;
  onChange: (address: CheckoutDraft["address"]) => void;
};

/**
 * The shipping address in the chosen country's fields and order (packages/addresses): a region list
 * where the country has one, the postal code's example as the hint. Changing the country keeps what
 * was typed in the fields both countries share.
 */
export function AddressFields({ address, countries, locale, problems, onChange }: AddressFieldsProps) {
  const { t, language } = useTranslation();
  const format = addressFormat(address.countryCode);
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: "region" }), [locale]);
  const problem = (field: string) => {
    const key = problems[field];
    if (!key) return undefined;
    // In the page's words only, as every step tells commerce's refusals: its English sentence is no help to a shopper.
    return t(`checkout.problems.${key}`, { example: format.postalCode?.example ?? "" });
  };
  const set = (field: string, value: string) => onChange({ ...address, [field]: value });
  const regionName = (region: (typeof format.regions)[number]) =>
    language.split("-")[0] === format.record.language.split("-")[0] ? region.name : (region.latinName ?? region.name);
  return (
    <>
      <Field label={t("checkout.address.country")} problem={problem("countryCode")} required>
        {(props) => (
          <select
            {...props}
            autoComplete="shipping country"
            value={address.countryCode}
            onChange={(event) => set("countryCode", event.target.value)}
          >
            {/* A country kept from elsewhere (an old draft) stays visible, with its problem next to it. */}
            {(countries.includes(address.countryCode) ? countries : [...countries, address.countryCode]).map((code) => (
              <option key={code} value={code}>
                {names.of(code) ?? code}
              </option>
            ))}
          </select>
        )}
      </Field>
      {format.fields.map((field) => (
        <Field
          key={`${format.countryCode}-${field}`}
          label={t(`checkout.address.${format.labelKeys[field]}`)}
          problem={problem(field)}
          hint={
            field === "postalCode" && format.postalCode
              ? t("checkout.address.postalCodeHint", { example: format.postalCode.example })
              : undefined
          }
          required={format.required.has(field)}
        >
          {(props) =>
            field === "province" && format.regions.length > 0 ? (
              <select
                {...props}
                autoComplete={autoComplete[field]}
                value={address.province ?? ""}
                onChange={(event) => set(field, event.target.value)}
              >
                <option value="">{t("checkout.address.choose")}</option>
                {format.regions.map((region) => (
                  <option key={region.code} value={region.code}>
                    {regionName(region)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...props}
                type="text"
                autoComplete={autoComplete[field]}
                value={address[field] ?? ""}
                onChange={(event) => set(field, event.target.value)}
              />
            )
          }
        </Field>
      ))}
    </>
  );
}
