/**
 * Moves the loading of a prerendered page's JavaScript to after the page's `load` event and the frame
 * that follows it. The HTML is complete without it, and on a slow phone (Lighthouse's mobile preset)
 * fetching the ~130 KB of framework modules React Router preloads in <head> pushed the first paint back
 * by seconds. `load` alone can come before the page's first paint (pictures and styles are quick to
 * arrive, painting is late on a busy phone): the modules then compete with the largest paint, and
 * Lighthouse counts every byte that arrived before it (the content page's 3.9 s LCP). Waiting for the
 * next animation frame, then leaving it, starts them once the page has painted; a page opened in a
 * background tab starts them when it is first shown. The modules are still preloaded in parallel, then
 * the same module script runs and hydrates.
 */

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** JSON that is safe inside an inline <script> (no `</script>` or `<!--` can appear). */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The page with its module preloads and module script started after `load`'s frame; unchanged if it has none. */
export function deferScriptsToLoad(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? "");
  const loader =
    '<script>addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){' +
    `${inlineJson(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.textContent=${inlineJson(script[1] ?? "")};document.body.appendChild(s)` +
    "},0)})})</script>";
  const withLoader = html.slice(0, script.index) + loader + html.slice(script.index + script[0].length);
  return withLoader.replace(modulePreload, "");
}
