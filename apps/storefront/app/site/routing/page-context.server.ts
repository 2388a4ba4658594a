import { type LanguageCode, type Storefront, storefrontLanguage } from "@hushling/storefronts";
import { translationResource } from "../../i18n/translation-resources.server.ts";
import type { TFunction } from "../../i18n/translator.ts";
import { createTranslator } from "../../i18n/translator.ts";
import { buildContext } from "../build/build-context.server.ts";
import type { BuildSettings } from "../build/build-settings.ts";
import { languageOfPath } from "./route-patterns.ts";

/**
 * The page a loader runs for. During prerender loaders also see the data request
 * (`/products/a/b/_.data`, `/product/x.data`), which stands for the same page.
 */
export function pagePathOf(request: Request): string {
  return new URL(request.url).pathname.replace(/_?\.data$/, "");
}

export type PageContext = {
  /** The page's path, e.g. `/de/products/bouncers/bouncer-bliss/`. */
  path: string;
  storefront: Storefront;
  /** The build's settings (folders of the export and the content, build hash). */
  settings: BuildSettings;
  language: LanguageCode;
  locale: string;
  /** Translates into the page language, for text computed at build time (titles, meta). */
  t: TFunction;
};

const translators = new Map<string, TFunction>();

/** What every build-time loader needs: the storefront being built and the page's language. */
export function pageContext(request: Request): PageContext {
  const { storefront, settings } = buildContext();
  const language = languageOfPath(storefront.languages, pagePathOf(request)) ?? storefront.languages[0]?.code;
  if (!language) throw new Error(`Storefront ${storefront.id} has no language`);
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(language, translationResource(language)).t;
    translators.set(language, t);
  }
  return {
    path: pagePathOf(request),
    storefront,
    settings,
    language,
    locale: storefrontLanguage(storefront, language)?.locale ?? language,
    t,
  };
}
