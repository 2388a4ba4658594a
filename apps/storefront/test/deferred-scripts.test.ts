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

  it("starts the same preloads and module code once the frame after load has painted", () => {
    const loader =
      /<script>addEventListener\("load",function\(\)\{requestAnimationFrame\(function\(\)\{setTimeout\(function\(\)\{([\s\S]*)\},0\)\}\)\}\)<\/script>/.exec(
        deferred,
      )?.[1] ?? "";
    expect(loader).toContain('["/assets/a.js","/assets/b.js"]');
    expect(loader).toContain(JSON.stringify('import "/assets/a.js";\nimport("/assets/b.js");'));
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
