import { type StorefrontId, storefrontIds } from "@hushling/storefronts";

/**
 * Which storefronts the e2e global setup builds, read from one line every spec file carries:
 *
 *   // storefronts: us eu        the storefronts the spec visits or reads from the build
 *   // storefronts: us fr all    ...and, later in the spec, every storefront (it waits with allStorefrontsBuilt())
 *   // storefronts: none         none of the stack's storefronts (the spec serves its own pages)
 *
 * The global setup builds the named storefronts of the specs this run selects first and starts the tests;
 * the others are built meanwhile when a selected spec says `all` (ADR 0050).
 */
export type SpecStorefronts = { file: string; storefronts: StorefrontId[]; all: boolean };

const declaration = /^\/\/ storefronts:(.*)$/m;

/** The declaration of one spec file; throws, naming the file, when it is missing or names no storefront. */
export function specStorefronts(file: string, source: string): SpecStorefronts {
  const line = declaration.exec(source);
  if (!line)
    throw new Error(
      `${file} has no "// storefronts: ..." line: name each storefront it visits (e.g. "// storefronts: us eu"), or "all"`,
    );
  const words = (line[1] ?? "").split(/[\s,]+/).filter(Boolean);
  const keywords = ["all", "none"];
  const unknown = words.filter((word) => !keywords.includes(word) && !storefrontIds.includes(word as StorefrontId));
  if (unknown.length || words.length === 0 || (words.includes("none") && words.length > 1))
    throw new Error(
      `${file}: "// storefronts:" names ${unknown.length ? `unknown storefront(s) ${unknown.join(", ")}` : words.length ? "none and more" : "nothing"}; use ${storefrontIds.join(" ")}, all or none`,
    );
  return {
    file,
    storefronts: storefrontIds.filter((id) => words.includes(id)),
    all: words.includes("all"),
  };
}

/**
 * The spec files a `playwright test` command line selects: those matching any of its file filters
 * (a filter is a regular expression on the path, `:line` ignored), all of them when it names none.
 */
export function selectedSpecs(files: readonly string[], argv: readonly string[]): string[] {
  const valued = new Set(["-c", "--config", "-g", "--grep", "--grep-invert", "--project", "-j", "--workers"]);
  const filters: string[] = [];
  const afterTest = argv.slice(argv.indexOf("test") + 1);
  for (let index = 0; index < afterTest.length; index += 1) {
    const arg = afterTest[index] ?? "";
    if (valued.has(arg)) index += 1;
    else if (!arg.startsWith("-")) filters.push(arg.replace(/:\d+(:\d+)?$/, ""));
  }
  if (argv.indexOf("test") === -1 || filters.length === 0) return [...files];
  const matches = (file: string, filter: string) => {
    try {
      return new RegExp(filter).test(file);
    } catch {
      return file.includes(filter);
    }
  };
  return files.filter((file) => filters.some((filter) => matches(file, filter)));
}

/**
 * What to build before the tests start (`first`) and while they run (`later`): the storefronts the
 * specs name first; the rest later when a spec needs them all. Nothing named (only `all` specs): all first.
 */
export function buildPlan(specs: readonly SpecStorefronts[]): { first: StorefrontId[]; later: StorefrontId[] } {
  const named = storefrontIds.filter((id) => specs.some((spec) => spec.storefronts.includes(id)));
  const all = specs.some((spec) => spec.all);
  if (named.length === 0) return { first: all ? [...storefrontIds] : [], later: [] };
  return { first: named, later: all ? storefrontIds.filter((id) => !named.includes(id)) : [] };
}

/**
 * Whether a spec waits for every storefront to be built (allStorefrontsBuilt() from whole-build.ts). With
 * one worker such a spec would hold it while the later builds finish: playwright.config.ts runs these last.
 */
export function waitsForWholeBuild(source: string): boolean {
  return /\bawait allStorefrontsBuilt\(\)/.test(source);
}
