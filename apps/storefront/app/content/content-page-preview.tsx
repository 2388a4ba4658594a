import { type ReactNode, useMemo } from "react";
import { TranslationProvider } from "../i18n/translation-context.tsx";
import { translationResource } from "../i18n/translation-resources.server.ts";
import { createTranslator } from "../i18n/translator.ts";
import { ContentPageArticle } from "./content-page-article.tsx";
import type { ContentBlock } from "./content-page-schema.ts";

/**
 * The editor's page preview (a declared export of this package): a content page's article in one
 * language, rendered by the storefront's own component with the storefront's texts for that language,
 * so the preview cannot drift from the page. Products blocks show no cards here: the cards come from the
 * catalog at build time.
 */
export function ContentPagePreview({
  heading,
  blocks,
  language,
}: {
  heading: string;
  blocks: readonly ContentBlock[];
  language: string;
}) {
  return (
    <StorefrontTexts language={language}>
      <ContentPageArticle heading={heading} blocks={blocks} />
    </StorefrontTexts>
  );
}

/** The storefront's texts in a language for the components inside, as its root layout gives them. */
export function StorefrontTexts({ language, children }: { language: string; children?: ReactNode }) {
  const translator = useMemo(() => createTranslator(language, translationResource(language)), [language]);
  return <TranslationProvider translator={translator}>{children}</TranslationProvider>;
}
