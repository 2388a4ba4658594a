import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, type Plugin } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import {
  createTransformStore,
  type TransformStore,
  transformsAcrossBuilds,
} from "../scripts/transforms-across-builds.ts";

const root = mkdtempSync(path.join(tmpdir(), "transforms-across-builds-"));

/** A small app: a module using a compiled-in setting, a plain one, a stylesheet, and the entry importing them. */
function writeApp(folder: string, greeting = "hello"): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "settings.ts"), "export const site: string = __SITE__;\n");
  writeFileSync(
    path.join(folder, "greet.ts"),
    `export const greet = (name: string): string => \`${greeting} \${name}\`;\n`,
  );
  writeFileSync(path.join(folder, "look.css"), ".banner { color: rebeccapurple; }\n");
  writeFileSync(
    path.join(folder, "main.ts"),
    'import "./look.css";\nimport { greet } from "./greet.ts";\nimport { site } from "./settings.ts";\nexport const banner = greet(site);\n',
  );
}

/** Counts the transforms a build runs, per module file name. */
function transformCounter(): { plugin: Plugin; counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    plugin: {
      name: "test:count-transforms",
      transform(_code, id) {
        const name = path.basename(id);
        counts.set(name, (counts.get(name) ?? 0) + 1);
      },
    },
  };
}

/** One library build of the app with `site` compiled in; its JavaScript and CSS, and the transforms it ran. */
async function buildApp(folder: string, site: string, store: TransformStore) {
  const counter = transformCounter();
  const outDir = path.join(folder, "dist");
  await build({
    root: folder,
    configFile: false,
    logLevel: "silent",
    plugins: [transformsAcrossBuilds(store), counter.plugin],
    define: { __SITE__: JSON.stringify(site) },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: { entry: path.join(folder, "main.ts"), formats: ["es"], fileName: "main" },
    },
  });
  const read = (extension: RegExp) =>
    readdirSync(outDir)
      .filter((file) => extension.test(file))
      .map((file) => readFileSync(path.join(outDir, file), "utf8"))
      .join("");
  return { js: read(/\.m?js$/), css: read(/\.css$/), counts: counter.counts };
}

// Each case runs two or three Vite builds: seconds on a loaded machine, more than Vitest's default limit.
describe("transformsAcrossBuilds", { timeout: 120_000 }, () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("transforms an unchanged module once, and again what the build compiles in and the stylesheets", async () => {
    const folder = path.join(root, "same-code");
    writeApp(folder);
    const store = createTransformStore();
    const first = await buildApp(folder, "us", store);
    const second = await buildApp(folder, "eu", store);

    expect(first.js).toContain('"us"');
    expect(first.counts.get("greet.ts")).toBe(1);
    expect(second.counts.get("greet.ts")).toBeUndefined();
    expect(second.counts.get("main.ts")).toBeUndefined();
    // The setting differs per build: its module is transformed again and the output has the new value.
    expect(second.counts.get("settings.ts")).toBe(1);
    expect(second.js).toContain('"eu"');
    expect(second.js).not.toContain('"us"');
    // Vite's CSS plugins collect the stylesheet's text while transforming it.
    expect(second.counts.get("look.css")).toBeGreaterThan(0);
    expect(second.css).toContain("rebeccapurple");
    expect(second.css).toBe(first.css);
  });

  it("gives the same output as a build without kept transforms", async () => {
    const folder = path.join(root, "same-output");
    writeApp(folder);
    const store = createTransformStore();
    await buildApp(folder, "us", store);
    const kept = await buildApp(folder, "eu", store);
    const fresh = await buildApp(folder, "eu", createTransformStore());
    expect(kept.js).toBe(fresh.js);
    expect(kept.css).toBe(fresh.css);
  });

  it("transforms a module again when its code changed between builds", async () => {
    const folder = path.join(root, "changed-code");
    writeApp(folder);
    const store = createTransformStore();
    await buildApp(folder, "us", store);
    writeApp(folder, "welcome");
    const second = await buildApp(folder, "us", store);
    expect(second.counts.get("greet.ts")).toBe(1);
    expect(second.js).toContain("welcome");
    expect(second.js).not.toContain("hello");
  });

  it("forgets what a failed build transformed", async () => {
    const folder = path.join(root, "failed-build");
    writeApp(folder);
    const store = createTransformStore();
    await buildApp(folder, "us", store);
    writeFileSync(path.join(folder, "main.ts"), 'import { missing } from "./nowhere.ts";\nexport default missing;\n');
    await expect(buildApp(folder, "us", store)).rejects.toThrow();
    writeApp(folder);
    const third = await buildApp(folder, "us", store);
    expect(third.counts.get("greet.ts")).toBe(1);
  });
});
