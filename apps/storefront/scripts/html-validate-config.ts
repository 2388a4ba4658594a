import type { ConfigData } from "html-validate";

/**
 * html-validate's recommended rules, less style rules on how React serialises valid HTML. Each rule
 * turned off says why; none of them is about the document's meaning or accessibility.
 */
export const htmlValidateConfig: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements as `<meta/>`; the trailing slash is allowed in HTML.
    "void-style": "off",
    // React writes `charSet`; attribute names are case-insensitive in HTML.
    "attr-case": "off",
    // React writes boolean attributes as `async=""`, one of the two forms HTML allows.
    "attribute-boolean-style": "off",
    // Likewise `hidden=""` (the closed navigation drawers): an empty value is valid for boolean attributes.
    "attribute-empty-style": "off",
    // React's streaming markers use ids like `S:0` and `_R_`, valid in HTML (no whitespace) if not in CSS.
    "valid-id": ["error", { relaxed: true }],
  },
};
