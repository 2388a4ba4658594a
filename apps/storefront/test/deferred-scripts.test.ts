import { describe, expect, it } from "vitest";
import { deferScriptsToLoad } from "../app/site/build/deferred-scripts.ts";

const page = [
  '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>',
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hi</main>',
  '<script>window.ctx = 1;</script><script type="module" async="">import "/assets/a.js";\nimport("/assets/b.js");</script>',
  "</body></html>",
].join("");

describe("deferring a prerendered page's scripts to its load event", () => {
  const deferred = deferScriptsToLoad(page);

  it("removes the module preloads and the module script from the markup", () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).not.toContain('<script type="module"');
  });

  it("keeps everything else in place, the classic scripts included", () => {
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(deferred).toContain("<script>window.ctx = 1;</script>");
  });

  it("starts the same preloads and module code once load has fired and the first contentful paint was presented", () => {
    const loader = /<script>\(function\(\)\{([\s\S]*)\}\)\(\)<\/script>/.exec(deferred)?.[1] ?? "";
    expect(loader).toContain('addEventListener("load",go)');
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    expect(loader).toContain("requestAnimationFrame(function(){setTimeout(next,0)})");
    expect(loader).toContain('["/assets/a.js","/assets/b.js"]');
    expect(loader).toContain(JSON.stringify('import "/assets/a.js";\nimport("/assets/b.js");'));
  });

  it("runs the module code exactly once, after both load and the paint, in a browser-like run", () => {
    const loader = /<script>(\(function\(\)\{[\s\S]*\}\)\(\))<\/script>/.exec(deferred)?.[1] ?? "";
    const listeners: (() => void)[] = [];
    let paintCallback:
      | ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void)
      | undefined;
    const appended: { textContent?: string }[] = [];
    const element = () => ({}) as { textContent?: string };
    const fakeWindow = {
      PerformanceObserver: Object.assign(
        function (this: unknown, callback: typeof paintCallback) {
          paintCallback = callback;
          return { observe: () => undefined };
        },
        { supportedEntryTypes: ["paint"] },
      ),
    };
    const run = new Function("window", "addEventListener", "requestAnimationFrame", "setTimeout", "document", loader);
    run(
      fakeWindow,
      (_type: string, listener: () => void) => listeners.push(listener),
      (callback: () => void) => callback(),
      (callback: () => void) => callback(),
      {
        createElement: element,
        head: { appendChild: () => undefined },
        body: { appendChild: (node: { textContent?: string }) => appended.push(node) },
      },
    );
    for (const listener of listeners) listener();
    expect(appended).toHaveLength(0);
    paintCallback?.({ getEntriesByName: () => [] }, { disconnect: () => undefined });
    expect(appended).toHaveLength(0);
    paintCallback?.({ getEntriesByName: () => [{}] }, { disconnect: () => undefined });
    expect(appended).toHaveLength(1);
  });

  it("adds the preloads six per task, then the module script after the last of them", () => {
    const many = Array.from({ length: 13 }, (_, index) => `<link rel="modulepreload" href="/assets/m${index}.js"/>`);
    const loader =
      /<script>(\(function\(\)\{[\s\S]*\}\)\(\))<\/script>/.exec(
        deferScriptsToLoad(page.replace("<head>", `<head>${many.join("")}`)),
      )?.[1] ?? "";
    const tasks: (() => void)[] = [];
    const added: string[] = [];
    const element = (tag: string) => ({ tag }) as { tag: string; href?: string };
    const run = new Function("window", "addEventListener", "requestAnimationFrame", "setTimeout", "document", loader);
    run(
      {},
      (_type: string, listener: () => void) => listener(),
      (callback: () => void) => callback(),
      (callback: () => void) => tasks.push(callback),
      {
        createElement: element,
        head: { appendChild: (node: { href?: string }) => added.push(node.href ?? "") },
        body: { appendChild: () => added.push("module script") },
      },
    );
    const perTask: number[] = [];
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      const before = added.length;
      task();
      perTask.push(added.length - before);
    }
    expect(perTask).toEqual([6, 6, 4]); // 15 preloads (the page's two and 13 more), the script with the last
    expect(added).toHaveLength(16);
    expect(added.at(-1)).toBe("module script");
  });

  it("escapes every < of the module code, so no </script> or <!-- can end the loader early", () => {
    const tricky = page.replace("import(", "if (1<2) import(");
    expect(deferScriptsToLoad(tricky)).toContain("if (1\\u003c2) import(");
  });

  it("leaves a page without a module script alone", () => {
    const plain = "<html><body><p>Redirecting</p></body></html>";
    expect(deferScriptsToLoad(plain)).toBe(plain);
  });
});
