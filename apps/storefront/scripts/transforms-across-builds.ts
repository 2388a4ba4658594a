import type { Plugin, Rollup } from "vite";

/** What a build worker keeps between its builds: per Vite environment, each module's last transform. */
export type TransformStore = Map<string, Map<string, KeptTransform>>;

/** A module as its last build left it: the code its plugins loaded and what their transforms made of it. */
type KeptTransform = { module: Rollup.ModuleJSON; perBuild: boolean };

export const createTransformStore = (): TransformStore => new Map();

/**
 * Code whose transform depends on the build, not only on the code: the define plugin replaces
 * `import.meta.env`, `process.env` and the compiled-in settings (each storefront's own), and other
 * `import.meta` forms (`import.meta.glob`, `new URL(…, import.meta.url)`) read or emit other files.
 */
const buildDependentCode = (defineKeys: string[]) =>
  new RegExp(
    ["import.meta", "process.env", ...defineKeys].map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"),
  );

/** Stylesheets are transformed again in every build: Vite's CSS plugins collect their text during the transform. */
const stylesheet = /\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)(?:$|\?)/;

/**
 * Hands Rollup, at the start of each build, the modules the worker's previous build transformed (its
 * module cache, as Rollup's `cache` option takes it): a module whose loaded code is unchanged skips the
 * transform chain (esbuild, React Router's route transforms, the define plugin). The fourteen storefronts
 * bundle the same ~650 browser and ~365 server modules; only the compiled-in settings, the route table (virtual modules, loaded anew, so compared by their code) and the
 * build hash differ. Rollup itself compares each module's loaded code with the kept one; what this plugin
 * adds is the list of modules whose transform reads more than their code (buildDependentCode, stylesheets),
 * which are transformed again.
 * Vite builds without Rollup's cache (it passes `cache: false` outside watch mode) and hands the bundle
 * (where Rollup would return its cache) to no plugin, so the kept modules are gathered here: the loaded
 * code before the first transform, the rest from Rollup's module information at the end of the build. The
 * syntax tree and the resolved imports are left out: Rollup parses and resolves again (keeping the tree
 * would cost a second parse of every module the build transformed). ADR 0061.
 */
export function transformsAcrossBuilds(store: TransformStore): Plugin {
  // Per environment (client, ssr), which Vite builds one after the other with these same hooks.
  const loadedCode = new Map<string, Map<string, string>>();
  const keptFor = (environment: string) => {
    const kept = store.get(environment) ?? new Map<string, KeptTransform>();
    store.set(environment, kept);
    return kept;
  };
  return {
    name: "hushling:transforms-across-builds",
    apply: "build",
    enforce: "pre",
    options(options) {
      const kept = keptFor(this.environment.name);
      return { ...options, cache: { modules: [...kept.values()].map((entry) => entry.module) } };
    },
    buildStart() {
      loadedCode.set(this.environment.name, new Map());
    },
    transform: {
      order: "pre",
      handler(code, id) {
        loadedCode.get(this.environment.name)?.set(id, code);
      },
    },
    // True or no answer, never false: Rollup asks the plugins in turn until one answers, and the CommonJS
    // plugin after this one has its own reasons to transform a kept module again.
    shouldTransformCachedModule({ id }) {
      return keptFor(this.environment.name).get(id)?.perBuild !== false || null;
    },
    buildEnd(error) {
      const kept = keptFor(this.environment.name);
      if (error) {
        kept.clear();
        return;
      }
      const loaded = loadedCode.get(this.environment.name) ?? new Map<string, string>();
      const buildDependent = buildDependentCode(Object.keys(this.environment.config.define ?? {}));
      const next = new Map<string, KeptTransform>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        const originalCode = loaded.get(id) ?? kept.get(id)?.module.originalCode;
        if (!info || info.isExternal || info.code === null || originalCode === undefined) continue;
        const module = {
          id,
          code: info.code,
          originalCode,
          attributes: info.attributes,
          meta: info.meta,
          moduleSideEffects: info.moduleSideEffects,
          syntheticNamedExports: info.syntheticNamedExports,
          safeVariableNames: info.safeVariableNames,
          customTransformCache: false,
          originalSourcemap: null,
          sourcemapChain: [],
          transformDependencies: [],
          dependencies: [],
          resolvedIds: {},
          transformFiles: undefined,
          // No syntax tree: the type wants one, Rollup parses the code when it is missing.
        } as unknown as Rollup.ModuleJSON;
        next.set(id, { module, perBuild: stylesheet.test(id) || buildDependent.test(originalCode) });
      }
      store.set(this.environment.name, next);
    },
  };
}
