import type { Plugin } from "vite";

/**
 * The folder of the package a module file belongs to, and its name; undefined outside node_modules and
 * for plugins' virtual modules (`\0` ids, such as CommonJS proxies of the same files).
 */
function packageOf(moduleId: string): { name: string; folder: string } | undefined {
  if (moduleId.startsWith("\0")) return undefined;
  const match = /^(.*\/node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(moduleId);
  return match?.[1] && match[2] ? { folder: match[1], name: match[2] } : undefined;
}

/**
 * Fails the client build when a package is bundled from two folders. npm nests a second copy when
 * another dependency holds the top-level slot with another version (lighthouse's @sentry/core 9 once
 * left six copies of @sentry/core 11 in the error-reporting chunk); every copy is parsed and
 * tree-shaken in each of the fourteen builds and may be shipped twice.
 */
export function oneCopyPerPackage(): Plugin {
  return {
    name: "hushling:one-copy-per-package",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd(error) {
      if (error) return;
      const folders = new Map<string, Set<string>>();
      for (const id of this.getModuleIds()) {
        const found = packageOf(id);
        if (found) folders.set(found.name, (folders.get(found.name) ?? new Set()).add(found.folder));
      }
      const duplicated = [...folders].filter(([, where]) => where.size > 1);
      if (duplicated.length === 0) return;
      this.error(
        `packages bundled from more than one folder (dedupe them in package.json): ${duplicated
          .map(([name, where]) => `${name} from ${[...where].join(", ")}`)
          .join("; ")}`,
      );
    },
  };
}
