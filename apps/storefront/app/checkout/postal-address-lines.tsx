import { addressScriptFor, formatAddress, type PostalAddress } from "@hushling/addresses";
import { useTranslation } from "../i18n/translation-context.tsx";

/** An address as its country writes it, in the reader's script, the country's name in the page's locale last. */
export function PostalAddressLines({
  address,
  locale,
  testId,
}: {
  address: PostalAddress;
  locale: string;
  testId: string;
}) {
  const { language } = useTranslation();
  const countryCode = address.countryCode ?? "";
  const lines = countryCode
    ? formatAddress(address, {
        script: addressScriptFor(countryCode, language),
        countryName: new Intl.DisplayNames([locale], { type: "region" }).of(countryCode),
      })
    : [];
  return (
    <address data-testid={testId}>
      {lines.map((line) => (
        <span key={line} className="address-line">
          {line}
        </span>
      ))}
    </address>
  );
}
