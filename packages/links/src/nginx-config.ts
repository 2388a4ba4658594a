import { allCountries } from "@hushling/countries";
import { type LinkAnswerSettings, notALinkMessage, varyHeader } from "./answer-settings.ts";
import { assertStorefrontTargets, type RedirectRule } from "./redirect-rule.ts";

export type NginxExportOptions = {
  /** nginx `listen` value, e.g. `8091` or `127.0.0.1:8091`. */
  listen: string;
  /** nginx `server_name`; default `_`. */
  serverName?: string;
  /** Where the table came from, for the header comment. */
  source?: string;
};

export class NginxExportError extends Error {
  override name = "NginxExportError";
}

// Values land inside double-quoted nginx strings, where `$` starts a variable and `\` an escape.
const safeValue = /^[\x21\x23\x25-\x5b\x5d-\x7e]+$/;
const safeListen = /^[A-Za-z0-9.:[\]_-]+$/;

function quoted(value: string, what: string): string {
  if (!safeValue.test(value)) throw new NginxExportError(`${what} "${value}" cannot be written into nginx config`);
  return `"${value}"`;
}

function mapBlock(source: string, variable: string, entries: readonly (readonly [string, string])[]): string {
  const lines = entries.map(([key, value]) => `  ${key} ${value};`);
  return `map ${source} $${variable} {\n  default "";\n${lines.join("\n")}\n}\n`;
}

/**
 * An nginx config (to include inside `http { }`) that answers every request the way the Node server does:
 * the same country signals read the same way, the same rule choice, status codes and headers.
 * Country choice mirrors `requestCountry`: query, cookie, trusted headers in order, Accept-Language region,
 * each only when it is exactly a known two-letter code (nginx's string `map` keys match in any case).
 */
export function nginxLinksConfig(
  rules: readonly RedirectRule[],
  settings: LinkAnswerSettings,
  options: NginxExportOptions,
): string {
  assertStorefrontTargets(rules, settings.storefronts);
  if (!safeListen.test(options.listen)) throw new NginxExportError(`listen "${options.listen}" is not host:port`);
  const serverName = options.serverName ?? "_";
  if (!/^[A-Za-z0-9._*-]+$/.test(serverName)) throw new NginxExportError(`server_name "${serverName}" is not a host`);

  const linkIds = new Map<string, string>();
  const pathEntries: [string, string][] = [];
  const countryTargets = new Map<string, string>();
  const defaultTargets = new Map<string, string>();
  for (const rule of rules) {
    const path = rule.fromPath.toLowerCase();
    let id = linkIds.get(path);
    if (id === undefined) {
      id = String(linkIds.size + 1);
      linkIds.set(path, id);
      const key = quoted(path, `fromPath of ${rule.fromPath}`);
      pathEntries.push([key, id], [quoted(path.replace(/\/$/, ""), `fromPath of ${rule.fromPath}`), id]);
    }
    const target = quoted(rule.toPath, `toPath of ${rule.fromPath}`);
    const country = rule.conditions?.country;
    // The first rule for a (path, country) wins, as in the index; later duplicates are unreachable.
    const key = country === undefined ? id : `"${id}:${country}"`;
    const targets = country === undefined ? defaultTargets : countryTargets;
    if (!targets.has(key)) targets.set(key, target);
  }

  const known = allCountries()
    .map((country) => country.iso2.toLowerCase())
    .sort();
  const knownEntries = known.map((code) => [code, code] as const);
  const signals: string[] = ["$links_query_country", "$links_cookie_country"];
  const blocks: string[] = [
    mapBlock("$uri", "links_link", pathEntries),
    mapBlock("$uri", "links_under_redirects", [['"~*^/redirects(/|$)"', '"1"']]),
    mapBlock("$arg_country", "links_query_country", knownEntries),
    mapBlock("$cookie_country", "links_cookie_country", knownEntries),
  ];
  settings.trustedCountryHeaders.forEach((header, position) => {
    const variable = `links_edge_country_${position + 1}`;
    blocks.push(mapBlock(`$http_${header.replace(/-/g, "_")}`, variable, knownEntries));
    signals.push(`$${variable}`);
  });
  if (settings.useAcceptLanguageRegion) {
    blocks.push(
      mapBlock("$http_accept_language", "links_language_region", [
        ['"~*^\\s*[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})\\s*(?:[;,]|$)"', "$1"],
      ]),
      mapBlock("$links_language_region", "links_language_country", knownEntries),
    );
    signals.push("$links_language_country");
  }
  // Each signal is "" or a lowercase code, so the first code in the joined string is the strongest signal.
  blocks.push(mapBlock(`"${signals.join(":")}"`, "links_country", [['"~^:*([a-z]{2})"', "$1"]]));
  blocks.push(mapBlock('"$links_link:$links_country"', "links_country_target", [...countryTargets]));
  blocks.push(mapBlock("$links_link", "links_default_target", [...defaultTargets]));

  const usHome = `${settings.storefronts.originOf("us")}/`;
  const homeEntries = settings.storefronts.storefronts.flatMap((storefront) =>
    storefront.countries.map(
      (country) => [country, quoted(`${settings.storefronts.originOf(storefront.id)}/`, "home")] as const,
    ),
  );
  blocks.push(mapBlock("$links_country", "links_home", homeEntries).replace('default "";', `default "${usHome}";`));
  const vary = `"${varyHeader(settings)}"`;
  blocks.push(
    mapBlock('"$links_link:$links_under_redirects"', "links_cache_control", [
      ['"~^[0-9]"', `"private, max-age=${settings.maxAgeSeconds}"`],
      ['":1"', '"no-store"'],
    ]),
    mapBlock('"$links_link:$links_under_redirects"', "links_vary", [
      ['"~^[0-9]"', vary],
      ['":1"', vary],
    ]),
  );

  const escapedNotFound = notALinkMessage.replace(/\n/g, "\\n");
  const ruleCount = countryTargets.size + defaultTargets.size;
  return `# Hushling short links for nginx: ${linkIds.size} links, ${ruleCount} rules${options.source ? ` from ${options.source}` : ""}.
# Generated by \`npm run links -- export --format nginx\`; do not edit, regenerate.
# Include inside \`http { }\`. It answers as apps/links-server does: 301 + Location + Cache-Control private
# max-age + Vary for a link, 302 no-store to the visitor's storefront home for an unknown /redirects/ slug,
# 404 for anything else, 405 for methods other than GET and HEAD.
# The long link paths need map_hash_bucket_size >= 128: drop these two lines if your http block sets them.
map_hash_bucket_size 128;
map_hash_max_size 16384;

${blocks.join("\n")}
server {
  listen ${options.listen};
  server_name ${serverName};
  server_tokens off;
  default_type "text/plain; charset=utf-8";

  location = /health {
    default_type application/json;
    add_header Cache-Control no-store;
    return 200 '{"status":"ok","links":${linkIds.size},"rules":${ruleCount}}\\n';
  }

  location / {
    if ($request_method !~ ^(GET|HEAD)$) {
      add_header Allow "GET, HEAD" always;
      return 405 "Method not allowed: short links answer GET and HEAD.\\n";
    }
    add_header Cache-Control $links_cache_control;
    add_header Vary $links_vary;
    if ($links_country_target) {
      return 301 $links_country_target;
    }
    if ($links_default_target) {
      return 301 $links_default_target;
    }
    if ($links_under_redirects) {
      return 302 $links_home;
    }
    return 404 "${escapedNotFound}";
  }
}
`;
}
