import { storeKinds, weekdays } from "@hushling/catalog";
import { allCountries } from "@hushling/countries";
import { linkKinds } from "@hushling/links";
import { languageCodes, storefrontIds } from "@hushling/storefronts";
import { fieldInWords } from "./plain-words.ts";

/** Where the editor reads and writes: this machine's files, or the git host with a pull request per change. */
export type EditorBackend = { kind: "local" } | { kind: "github"; repo: string; baseUrl?: string };

type Field = Record<string, unknown>;

/** Where uploaded pictures go in the repository; the storefront serves them at /images/pages/. */
export const mediaFolder = "apps/storefront/public/images/pages";

const string = (name: string, label: string, extra: Field = {}): Field => ({ name, label, widget: "string", ...extra });
const optional = { required: false };
const slugPattern = ["^[a-z0-9]+(-[a-z0-9]+)*$", "lowercase letters, digits and single hyphens, e.g. gift-guide"];
const datePattern = ["^\\d{4}/\\d{2}/\\d{2}$", "a date written YYYY/MM/DD, e.g. 2027/03/01"];
const targetHint = "home, stores, category:{slug}, product:{slug} or page:{slug}";
const languageLabel = (code: string) => `${fieldInWords([code])} (${code})`;

const countryOptions = allCountries()
  .map((country) => ({ label: `${country.name} (${country.iso2})`, value: country.iso2.toLowerCase() }))
  .sort((a, b) => a.label.localeCompare(b.label));
const storefrontField = (name: string, label: string, extra: Field = {}): Field => ({
  name,
  label,
  widget: "select",
  options: [...storefrontIds],
  ...extra,
});
const perLanguage = (name: string, label: string, field: (code: string) => Field, collapsed = true): Field => ({
  name,
  label,
  widget: "object",
  collapsed,
  ...optional,
  fields: languageCodes.map(field),
});
const stringList = (name: string, label: string, extra: Field = {}): Field => ({
  name,
  label,
  widget: "list",
  field: string("item", label),
  ...extra,
});

/** The block types content pages use (packages/content), one list type each. */
const bodyBlocks: Field[] = [
  { name: "heading", label: "Heading", widget: "object", fields: [string("text", "Text")] },
  {
    name: "paragraph",
    label: "Paragraph",
    widget: "object",
    fields: [{ name: "text", label: "Text", widget: "text" }],
  },
  { name: "list", label: "List", widget: "object", fields: [stringList("items", "Items")] },
  {
    name: "image",
    label: "Picture",
    widget: "object",
    fields: [
      { name: "src", label: "Picture", widget: "image" },
      string("alt", "Alt text (what the picture shows)"),
      { name: "width", label: "Width (px)", widget: "number", value_type: "int" },
      { name: "height", label: "Height (px)", widget: "number", value_type: "int" },
      string("caption", "Caption", optional),
    ],
  },
  {
    name: "video",
    label: "Video",
    widget: "object",
    fields: [
      { name: "provider", label: "Provider", widget: "select", options: ["youtube", "vimeo"] },
      string("videoId", "Video id"),
      string("title", "Title"),
    ],
  },
  { name: "products", label: "Product cards", widget: "object", fields: [stringList("products", "Products (keys)")] },
];

/** A folder of JSON files named by their `slug` field, as content/pages and content/links are. */
const filePerSlug: Field = {
  extension: "json",
  format: "json",
  create: true,
  delete: true,
  identifier_field: "slug",
  slug: "{{slug}}",
};

const pages: Field = {
  name: "pages",
  label: "Content pages",
  label_singular: "Content page",
  folder: "content/pages",
  ...filePerSlug,
  // Listed by the title the shoppers read; the slug is the file's name and the page's address.
  summary: "{{translations.en.title | default('(no English title)')}}",
  fields: [
    string("slug", "Address (slug)", { pattern: slugPattern }),
    storefrontField("storefronts", "Storefronts (all when none is chosen)", { multiple: true, ...optional }),
    perLanguage(
      "translations",
      "Languages",
      (code) => ({
        name: code,
        label: languageLabel(code),
        widget: "object",
        collapsed: true,
        ...optional,
        fields: [
          string("title", "Title", optional),
          string("description", "Description (search engines, under 200 characters)", optional),
          { name: "body", label: "Body", widget: "list", types: bodyBlocks, ...optional },
        ],
      }),
      false,
    ),
  ],
};

const navigationLink = (extra: Field = {}): Field[] => [
  string("label", "Label"),
  string("target", "Page", { hint: targetHint, ...extra }),
];

const navigation: Field = {
  name: "navigation",
  label: "Navigation",
  files: languageCodes.map((code) => ({
    name: code,
    label: `Navigation, ${languageLabel(code)}`,
    file: `content/navigation/${code}.json`,
    fields: [
      string("notice", "Notice bar", optional),
      {
        name: "menu",
        label: "Menu",
        widget: "list",
        fields: [
          ...navigationLink(optional),
          { name: "children", label: "Sub-menu", widget: "list", ...optional, fields: navigationLink() },
        ],
      },
      {
        name: "footer",
        label: "Footer",
        widget: "list",
        fields: [
          string("heading", "Heading"),
          { name: "links", label: "Links", widget: "list", fields: navigationLink() },
        ],
      },
    ],
  })),
};

const stores: Field = {
  name: "stores",
  label: "Retail stores",
  files: [
    {
      name: "stores",
      label: "Retail stores",
      file: "content/stores/stores.json",
      fields: [
        {
          name: "stores",
          label: "Stores",
          widget: "list",
          summary: "{{fields.name}}, {{fields.city}}",
          fields: [
            string("id", "Key", { pattern: slugPattern }),
            string("name", "Name"),
            { name: "kind", label: "Kind", widget: "select", options: [...storeKinds] },
            { name: "country", label: "Country", widget: "select", options: countryOptions },
            string("city", "City"),
            string("street", "Street"),
            string("postalCode", "Postal code", optional),
            { name: "latitude", label: "Latitude", widget: "number", value_type: "float" },
            { name: "longitude", label: "Longitude", widget: "number", value_type: "float" },
            {
              name: "openingHours",
              label: "Opening hours",
              widget: "list",
              fields: [
                { name: "days", label: "Days", widget: "select", multiple: true, options: [...weekdays] },
                string("opens", "Opens (HH:MM)"),
                string("closes", "Closes (HH:MM)"),
              ],
            },
          ],
        },
      ],
    },
  ],
};

const storefrontsOfEntry = storefrontField("storefronts", "Storefronts (all when none is chosen)", {
  multiple: true,
  ...optional,
});

const search: Field = {
  name: "search",
  label: "Search",
  files: [
    {
      name: "merchandising",
      label: "Search banners, keyword maps and merchandising",
      file: "content/search/merchandising.json",
      fields: [
        {
          name: "banners",
          label: "Search banners",
          label_singular: "banner",
          widget: "list",
          summary: "{{fields.bannerRef}} ({{fields.startDate}} to {{fields.endDate}})",
          fields: [
            string("bannerRef", "Key", { pattern: slugPattern }),
            perLanguage("bannerName", "Name", (code) => string(code, languageLabel(code), optional)),
            perLanguage("bannerAltTag", "Alt text of the picture", (code) =>
              string(code, languageLabel(code), optional),
            ),
            string("bannerImg", "Picture (path on the storefront)", { hint: "/images/banners/{name}.svg" }),
            string("target", "Opens", { hint: targetHint, ...optional }),
            { name: "position", label: "Position", widget: "select", options: ["top", "bottom"], default: "top" },
            { name: "showOnLandingPage", label: "On the search page", widget: "boolean", ...optional },
            { name: "showOnQuickSearch", label: "In the search overlay", widget: "boolean", ...optional },
            { name: "showOnCategoryPage", label: "On category pages", widget: "boolean", ...optional },
            stringList("showForTerms", "Only for these terms (none: every term)", optional),
            string("startDate", "Start date (YYYY/MM/DD)", { pattern: datePattern }),
            string("endDate", "End date (YYYY/MM/DD, empty: no end)", optional),
            storefrontsOfEntry,
          ],
        },
        {
          name: "keywordMaps",
          label: "Keyword maps",
          label_singular: "keyword map",
          widget: "list",
          summary: "{{fields.target}}",
          fields: [
            perLanguage("keywords", "Terms", (code) => stringList(code, languageLabel(code), optional)),
            string("target", "Opens", { hint: targetHint }),
            storefrontsOfEntry,
          ],
        },
        {
          name: "categories",
          label: "Category merchandising",
          label_singular: "category",
          widget: "list",
          summary: "{{fields.category}}",
          fields: [
            string("category", "Category (key)"),
            stringList("pins", "Pinned first (product keys, in order)", optional),
            storefrontsOfEntry,
          ],
        },
      ],
    },
    {
      name: "synonyms",
      label: "Search synonyms",
      file: "content/search/synonyms.json",
      // The search service reads this file itself: a save takes effect there without a storefront rebuild.
      fields: languageCodes.map((code) => ({
        name: code,
        label: languageLabel(code),
        label_singular: "synonym",
        widget: "list",
        collapsed: true,
        ...optional,
        summary: "{{fields.means}}",
        fields: [
          stringList("words", "Words shoppers type", { label_singular: "word" }),
          string("means", "Means (the catalog's word)"),
        ],
      })),
    },
  ],
};

const links: Field = {
  name: "links",
  label: "Short links",
  label_singular: "Short link",
  folder: "content/links",
  ...filePerSlug,
  // Listed by what the link is for (its note, as the web team writes it) and the address it is printed as.
  summary: "{{note | default('(no note)')}} · /redirects/{{slug}}/",
  fields: [
    string("slug", "Slug (/redirects/{slug}/)", { pattern: slugPattern }),
    { name: "kind", label: "Kind", widget: "select", options: [...linkKinds] },
    { name: "note", label: "Note", widget: "text", ...optional },
    {
      name: "printed",
      label: "Printed on (locks the link while the print is in people's hands)",
      widget: "object",
      collapsed: true,
      ...optional,
      fields: [
        string("sku", "SKU", optional),
        string("gtin", "GTIN", optional),
        string("printRun", "Print run", optional),
        string("printedOn", "Printed on (YYYY-MM-DD)", optional),
        { name: "shelfLifeYears", label: "Shelf life (years)", widget: "number", value_type: "int", ...optional },
      ],
    },
    {
      name: "tracking",
      label: "Campaign tracking",
      widget: "object",
      fields: [string("source", "utm_source"), string("medium", "utm_medium"), string("campaign", "utm_campaign")],
    },
    {
      name: "rules",
      label: "Rules per country",
      label_singular: "rule",
      widget: "list",
      summary: "{{fields.country}} → {{fields.storefront}} {{fields.path}}",
      fields: [
        {
          name: "country",
          label: "Country (empty for the default rule)",
          widget: "select",
          options: countryOptions,
          ...optional,
        },
        { name: "default", label: "Default (everyone else)", widget: "boolean", ...optional },
        storefrontField("storefront", "Storefront"),
        string("path", "Page path on that storefront", { pattern: ["^/", "a path starting with /"] }),
        string("quirk", "Why this target differs (only when it must)", optional),
      ],
    },
  ],
};

/** The editor's Decap configuration: the same collections locally and on the git host. */
export function decapConfig(backend: EditorBackend): Record<string, unknown> {
  const common = {
    load_config_file: false,
    site_url: "https://us.hushling.example",
    media_folder: mediaFolder,
    public_folder: "/images/pages",
    collections: [pages, navigation, stores, search, links],
  };
  if (backend.kind === "local") {
    return { ...common, backend: { name: "proxy", proxy_url: "/api/v1", branch: "main" } };
  }
  return {
    ...common,
    backend: {
      name: "github",
      repo: backend.repo,
      branch: "main",
      ...(backend.baseUrl && { base_url: backend.baseUrl }),
    },
    // Each change is a branch and a pull request; CI checks it before anyone merges.
    publish_mode: "editorial_workflow",
  };
}
