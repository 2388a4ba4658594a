/**
 * Moves the loading of a prerendered page's JavaScript to after the page's `load` event and its first
 * contentful paint. The HTML is complete without it, and on a slow phone (Lighthouse's mobile preset)
 * fetching the ~130 KB of framework modules React Router preloads in <head> pushed the first paint back
 * by seconds. `load` alone can come before the page's first paint, and the frame after `load` can reach
 * the screen long after the main thread painted it (on a busy machine rasterising the product art takes
 * a while): the modules then ran before the largest paint, and Lighthouse counts every byte and task
 * before it (LCP 3.8-4.3 s with a render delay of seconds). So the modules start once the browser has
 * reported the first contentful paint (a Paint Timing entry exists only once that frame was presented)
 * and `load` has fired, after one more frame; where Paint Timing is missing, after `load`'s frame. A page
 * opened in a background tab starts them when it is first shown. The modules are still preloaded in
 * parallel (added a few per task), then the same module script runs and hydrates.
 */

const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Module preloads added per task (see `start` below). */
const preloadsPerTask = 6;

/**
 * A module of the page that failed to load (a route chunk of another deployment, a dropped connection)
 * leaves the page unhydrated, its buttons dead: the module script's error event reloads it once with
 * `reloaded=1`, the same rule as later load errors (`decideOnLoadError`); a second failure stays put.
 */
const reloadOnce =
  'function(){var u=new URL(location.href);if(u.searchParams.get("reloaded")!=="1"){u.searchParams.set("reloaded","1");location.replace(u.href)}}';

/** JSON that is safe inside an inline <script> (no `</script>` or `<!--` can appear). */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The page with its module preloads and module script started after `load` and the first contentful paint; unchanged if it has none. */
export function deferScriptsToLoad(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? "");
  // A few preloads per task: under Lighthouse each inserted link took about 0.6 ms of the main thread, and
  // a page's two dozen in one task made a task of 16-22 ms, long enough to count as blocking.
  const start =
    `var h=${inlineJson(preloads)},i=0;function next(){for(var n=i+${preloadsPerTask};i<n&&i<h.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.href=h[i];document.head.appendChild(l)}` +
    `if(i<h.length)return setTimeout(next,0);var s=document.createElement("script");s.type="module";s.textContent=${inlineJson(script[1] ?? "")};s.onerror=${reloadOnce};document.body.appendChild(s)}`;
  const loader =
    "<script>(function(){var w=2;" +
    start +
    "function go(){if(--w)return;requestAnimationFrame(function(){setTimeout(next,0)})}" +
    'addEventListener("load",go);' +
    'var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)go();' +
    'else new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})' +
    "})()</script>";
  const withLoader = html.slice(0, script.index) + loader + html.slice(script.index + script[0].length);
  return withLoader.replace(modulePreload, "");
}
