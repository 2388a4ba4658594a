/**
 * Turns a storefront route template (`/products/{category}/{product}/`) into a React Router path
 * pattern (`products/:category/:product`) under a language prefix (`/fr`).
 */
export function routePattern(languagePrefix: string, template: string): string {
  const path = `${languagePrefix}${template}`.replace(/\{(\w+)\}/g, ":$1");
  return path.replace(/^\/+|\/+$/g, "");
}

/** The language a path belongs to: the first segment when it names a non-default language, else the default. */
export function languageOfPath<Code extends string>(
  languages: readonly { code: Code }[],
  pathname: string,
): Code | undefined {
  const first = pathname.split("/").find(Boolean)?.toLowerCase();
  const [defaultLanguage, ...others] = languages;
  return others.find((language) => language.code.toLowerCase() === first)?.code ?? defaultLanguage?.code;
}

/**
 * The language prefix of a path (`de`, `zh-hant`), or "" for the default language. Language codes are
 * the only two-letter first segments; route segments (`products`, `pages`) are longer.
 */
export function languageSegment(pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  return /^[a-z]{2}(-[a-z]+)?$/i.test(first) ? first.toLowerCase() : "";
}
