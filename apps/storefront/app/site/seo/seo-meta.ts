import type { MetaDescriptor } from "react-router";
import type { PageSeo } from "./page-seo.server.ts";

type SeoInput = { title: string; description: string; seo: PageSeo; image?: string | null; type?: string };

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags for a page. */
export function seoMeta({ title, description, seo, image, type = "website" }: SeoInput): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: seo.canonical },
    { property: "og:locale", content: seo.ogLocale },
    { property: "og:site_name", content: "Hushling" },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}
