// The page schema lives in the content package, shared with the search service that indexes the pages.
export type { ContentBlock, ContentPage, ContentPageTranslation } from "@hushling/content";
export { contentBlockSchema, contentPageSchema, contentPageTranslationSchema } from "@hushling/content";
