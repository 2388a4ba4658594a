import { z } from "zod";

const label = z.string().trim().min(1, "must not be empty");
/** A page by key: `home`, `stores`, `category:{slug}`, `product:{slug}` or `page:{slug}`. */
const target = z
  .string()
  .regex(
    /^(home|stores|(category|product|page):[a-z0-9]+(-[a-z0-9]+)*)$/,
    "home, stores, category:{slug}, product:{slug} or page:{slug}",
  );

const navigationLinkSchema = z.object({ label, target });

/** Menus, footer and notice bar of one language (`content/navigation/{language}.json`). */
export const navigationSchema = z.object({
  notice: z.string().trim().min(1).max(140).optional(),
  menu: z
    .array(
      z.object({
        label,
        target: target.optional(),
        children: z.array(navigationLinkSchema).optional(),
      }),
    )
    .min(1),
  footer: z.array(z.object({ heading: label, links: z.array(navigationLinkSchema).min(1) })).min(1),
});

export type Navigation = z.infer<typeof navigationSchema>;

/** Navigation with targets resolved to paths of one storefront language; links to pages it lacks are dropped. */
export type ResolvedLink = { label: string; href: string };
export type ResolvedNavigation = {
  notice: string | null;
  menu: { label: string; href: string | null; children: ResolvedLink[] }[];
  footer: { heading: string; links: ResolvedLink[] }[];
};

export function resolveNavigation(
  navigation: Navigation,
  pathOf: (key: string) => string | undefined,
): ResolvedNavigation {
  const links = (items: readonly { label: string; target: string }[]) =>
    items.flatMap((item) => {
      const href = pathOf(item.target);
      return href ? [{ label: item.label, href }] : [];
    });
  return {
    notice: navigation.notice ?? null,
    menu: navigation.menu
      .map((item) => ({
        label: item.label,
        href: item.target ? (pathOf(item.target) ?? null) : null,
        children: links(item.children ?? []),
      }))
      .filter((item) => item.href !== null || item.children.length > 0),
    footer: navigation.footer
      .map((group) => ({ heading: group.heading, links: links(group.links) }))
      .filter((group) => group.links.length > 0),
  };
}
