import vm from "node:vm";

/** What a redirect page reads from its browser: the query, the cookie, the time zone and the languages. */
export type BrowserState = { search: string; cookie: string; timeZone?: string; languages: unknown[] };

/** A fake browser, reused across runs (creating a vm context is the slow part). */
export function fakeBrowser() {
  let state: BrowserState = { search: "", cookie: "", languages: [] };
  let target: string | undefined;
  const context = vm.createContext({
    location: {
      get search() {
        return state.search;
      },
      replace: (url: string) => {
        target = url;
      },
    },
    document: {
      get cookie() {
        return state.cookie;
      },
    },
    navigator: {
      get languages() {
        return state.languages;
      },
    },
    Intl: {
      DateTimeFormat: () => ({
        resolvedOptions: () => {
          if (state.timeZone === undefined) throw new RangeError("no time zone");
          return { timeZone: state.timeZone };
        },
      }),
    },
    URLSearchParams,
    atob,
  });
  /** Runs a page's inline script and returns where it sent the visitor. */
  return (script: vm.Script, next: BrowserState): string | undefined => {
    state = next;
    target = undefined;
    script.runInContext(context);
    return target;
  };
}

/** The one inline script of a redirect page. */
export function redirectPageScript(html: string): vm.Script {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (script === undefined) throw new Error("the page has no inline script");
  return new vm.Script(script);
}
