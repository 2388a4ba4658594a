export { paidOrderEventName } from "./event-intake.ts";
export { openEventStore } from "./event-store.ts";
export { type Merchandising, merchandisingSchema } from "./merchandising-content.ts";
export { type RunningSearchApp, startSearchApp } from "./search-app.ts";
export { exportIndexes } from "./search-catalogs.ts";
export { defaultSearchPaths, type SearchPaths } from "./search-paths.ts";
export { defaultPaidOrdersPath, readSearchSettings, type SearchSettings } from "./search-settings.ts";
export { type LanguageIndexes, meaningsNotFound } from "./synonym-meanings.ts";
export { type Synonyms, synonymsSchema } from "./synonyms.ts";
