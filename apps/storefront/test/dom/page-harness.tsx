import path from "node:path";
import { fileURLToPath } from "node:url";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { readBuildSettings } from "../../app/site/build/build-settings.ts";
import { type SiteSettings, siteSettingsOf } from "../../app/site/build/site-settings.ts";

// Not `new URL("../..", import.meta.url)`: in a DOM test the transform reads that as a page asset's address.
const appDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Stands in for the build's `define` of the browser's settings (vite.config.ts): the modules that read
 * `siteSettings` must be imported after this, as a page's code runs after its build.
 */
export function compileSiteSettings(env: Record<string, string>): SiteSettings {
  const site = siteSettingsOf(readBuildSettings(env, appDirectory));
  Object.assign(globalThis, { __HUSHLING_SITE_SETTINGS__: site });
  return site;
}

// React checks that state changes in tests happen inside act(), as they would inside a browser's task.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A rendered tree in the page's document, with React's work done before each call returns. */
export type Rendered = { container: HTMLElement; unmount(): Promise<void> };

export async function render(element: ReactNode): Promise<Rendered> {
  const container = document.createElement("div");
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(element);
  });
  return {
    container,
    unmount: async () => {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}

/**
 * Lets effects and answers of the server land (each inside act) until `done` holds; throws with what was
 * waited for when it never does. Never a fixed sleep: the server answers in its own time. The limit is
 * only a failing run's, just under the tests' own 180 s, so the message names what never came.
 */
export async function settle(what: string, done: () => boolean, limitMs = 170_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Renders nothing: hands each render's value of `hook` to the test, as a page's component would see it. */
export function HookProbe<T>({ hook, seen }: { hook: () => T; seen: (value: T) => void }) {
  seen(hook());
  return null;
}
