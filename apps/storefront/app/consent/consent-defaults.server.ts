import { consentDefaultCommand } from "@hushling/consent";

/**
 * The head's first inline script (hashed into each page's policy by the build's last pass): the data
 * layer, the classic `gtag` function (tags read its `arguments` objects, not plain arrays), and Google
 * Consent Mode's defaults, everything denied, before any tag can load.
 */
export function consentDefaultsScript(): string {
  const command = JSON.stringify(consentDefaultCommand()).slice(1, -1);
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag(${command});`;
}
