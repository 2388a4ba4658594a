import { useTranslation } from "../i18n/translation-context.tsx";
import { Field } from "./checkout-fields.tsx";
import { type CardInput, formattedExpiry } from "./checkout-steps.ts";

/** The payment step: card number, expiry (typed digits get their slash) and security code; never stored. */
type PaymentFieldsProps = {
  card: CardInput;
  problemText: (field: string) => string | undefined;
  onChange: (card: CardInput) => void;
};

const cardFields = [
  { field: "cardNumber", autoComplete: "cc-number", hint: false },
  { field: "expiry", autoComplete: "cc-exp", hint: true },
  { field: "securityCode", autoComplete: "cc-csc", hint: false },
] as const;

export function PaymentFields({ card, problemText, onChange }: PaymentFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="checkout-hint">{t("checkout.payment.testCards")}</p>
      {cardFields.map(({ field, autoComplete, hint }) => (
        <Field
          key={field}
          label={t(`checkout.payment.${field}`)}
          hint={hint ? t(`checkout.payment.${field}Hint`) : undefined}
          problem={problemText(field)}
          required
        >
          {(props) => (
            <input
              {...props}
              type="text"
              inputMode="numeric"
              autoComplete={autoComplete}
              value={card[field]}
              onChange={(event) => {
                const typed = event.target.value;
                onChange({ ...card, [field]: field === "expiry" ? formattedExpiry(typed) : typed });
              }}
            />
          )}
        </Field>
      ))}
    </>
  );
}
