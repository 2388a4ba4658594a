/** JSON-LD for search engines. `<` is escaped so text from the catalog can never close the script. */
export function StructuredData({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with `<` escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
