import { z } from "zod";

/** Necessary cookies are always allowed; every other category is opt-in. */
export const consentCategories = ["necessary", "functional", "analytics", "marketing"] as const;
export const consentCategorySchema = z.enum(consentCategories);
export type ConsentCategory = z.infer<typeof consentCategorySchema>;

/** The categories in force when the visitor has made no (valid) choice. */
export const noChoiceCategories: readonly ConsentCategory[] = ["necessary"];

/** Normalises a chosen list: always holds necessary, never duplicates, in the canonical order. */
export function grantedCategories(chosen: Iterable<ConsentCategory>): ConsentCategory[] {
  const set = new Set<ConsentCategory>(chosen);
  set.add("necessary");
  return consentCategories.filter((category) => set.has(category));
}
