/**
 * What the browser tests (tests/e2e) read of a storefront build, as `@hushling/storefront/testing`: one
 * page per template, the crawl, the first-load JavaScript, the HTML rules. The build's own checks use the
 * same modules.
 */
export { crawl, type Problem } from "./build-crawl.ts";
export { firstLoadJs } from "./first-load-js.ts";
export { htmlValidateConfig } from "./html-validate-config.ts";
export { pageFile, type Template, templatePages } from "./template-pages.ts";
