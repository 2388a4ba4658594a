/**
 * The levels every page and widget is checked at with axe: WCAG 2.2 AA and the levels below it. One list,
 * so that the browser specs and the packages' own browser tests hold the same bar.
 */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
