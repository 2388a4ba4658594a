import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { defaultSearchPaths, readSearchSettings, startSearchApp } from "@hushling/search";
import { startStaticHost } from "@hushling/static-host";
import { languageCodes, routePath, storefrontRegistry } from "@hushling/storefronts";
import { freePort } from "@hushling/test-support/free-port";
import { expect as baseExpect, type Page } from "@playwright/test";
import { expectAxeClean } from "./accessibility.ts";
import { editorBuildDir, exportDir } from "./run-dir.ts";
import { test } from "./test.ts";

/**
 * The web team's editor (Decap CMS on the local stack) over a temporary copy of content/: saves land in
 * that copy and on the rebuilt storefront; the short-link tools answer before anything is saved. A save
 * rebuilds de into a build folder of the editor's own (global-setup.ts), never the one the other specs
 * read while they run beside this one.
 */

// Decap loads its 5 MB bundle and each entry over the API, and axe reads its large forms: on a busy machine
// a screen can take a while and a test minutes.
test.describe.configure({ timeout: 400_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
const editorUrl = () => process.env.E2E_EDITOR_URL ?? "";
const contentDir = () => process.env.E2E_CONTENT_DIR ?? "";

async function openEditor(page: Page, hash: string) {
  // Everything the editor loads comes from the editor itself: no fonts, scripts or maps from elsewhere.
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(editorUrl()) && !request.url().startsWith("data:")) elsewhere.push(request.url());
  });
  await page.goto(`${editorUrl()}/#${hash}`);
  await page.getByRole("button", { name: "Login" }).click();
  return elsewhere;
}

/** Opens the last folded group of fields called `label` (a language, a banner's name). */
async function openObject(page: Page, label: string) {
  const field = page.locator("[aria-label='object field']").filter({ hasText: label }).last();
  await field.getByRole("button", { name: "Expand" }).first().click();
}

type RebuildStatus = { state: string; saved: number; built: number; lastError: string | null };

async function rebuildStatus(): Promise<RebuildStatus> {
  return (await (await fetch(`${editorUrl()}/api/rebuild`)).json()) as RebuildStatus;
}

/**
 * Waits until the storefront rebuilds have taken every save so far; a failed rebuild ends the wait with the
 * build's own last lines. A rebuild takes the saves made while the one before it ran: minutes on a loaded
 * machine.
 */
async function rebuiltWithEverySave() {
  const deadline = Date.now() + 840_000;
  for (;;) {
    const status = await rebuildStatus();
    if (status.state === "failed") throw new Error(`the rebuild after a save failed:\n${status.lastError}`);
    if (status.state === "idle" && status.built >= status.saved) return;
    if (Date.now() > deadline) throw new Error(`the rebuilds have not taken every save: ${JSON.stringify(status)}`);
    await sleep(1_000);
  }
}

// No rebuild outlives the file: the stack stops after the last spec.
test.afterAll(async () => {
  test.setTimeout(900_000);
  await rebuiltWithEverySave();
});

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

test("two people saving one page: changes to different fields are both kept, the same field is refused", async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const file = join(contentDir(), "pages", "sustainability.json");
  const german = async () =>
    (JSON.parse(await readFile(file, "utf8")) as { translations: { de: Record<string, string> } }).translations.de;
  const [anna, ben] = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    const [annaPage, benPage] = await Promise.all([anna.newPage(), ben.newPage()]);
    const title = (page: Page) => page.getByLabel("Title (optional)", { exact: true }).filter({ visible: true });
    const description = (page: Page) => page.getByLabel(/^Description/).filter({ visible: true });
    // Both open the page and its German texts before either saves: both forms hold the same version.
    for (const page of [annaPage, benPage]) {
      await openEditor(page, "/collections/pages/entries/sustainability");
      await openObject(page, "German (de)");
      await expect(title(page)).toHaveValue("Verantwortung für kommende Generationen");
    }

    await title(annaPage).fill("Verantwortung, die bleibt");
    await publish(annaPage);
    await expect(annaPage.getByText("Changes saved").first()).toBeVisible();

    // Ben's form still shows the old title; his change is to another field, so both are kept and he is told.
    await description(benPage).fill("Wie unsere Produkte mehr als eine Kindheit halten.");
    await publish(benPage);
    await expect(benPage.getByRole("status").filter({ hasText: "Saved together" })).toContainText(
      /Saved together with the other change to page sustainability \(German › title; someone saved it in the editor at \d\d:\d\d UTC\), which this form does not show: reload the page to see both\./,
    );
    expect(await german()).toMatchObject({
      title: "Verantwortung, die bleibt",
      description: "Wie unsere Produkte mehr als eine Kindheit halten.",
    });
    // A page's screen, its preview in: the one axe pass on the pages' entry screen.
    await expect(benPage.frameLocator("#preview-pane").locator("article.content-page h1")).toBeVisible();
    await expectAxeClean(benPage);

    // Anna now changes the field Ben changed since her save: refused, with what happened and what to do.
    await description(annaPage).fill("Gemacht, um weitergegeben zu werden.");
    await publish(annaPage);
    await expect(
      annaPage.getByText(
        /page sustainability changed after you opened it \(someone saved it in the editor at \d\d:\d\d UTC\), and you both changed German › description\. Reload the page to get their version/,
      ),
    ).toBeVisible();
    expect(await german()).toMatchObject({ description: "Wie unsere Produkte mehr als eine Kindheit halten." });
  } finally {
    await Promise.all([anna.close(), ben.close()]);
  }
  // Not waiting for the rebuilds here: the next test's save joins the one Ben's save queued (one rebuild
  // fewer), and the file ends only when every rebuild is done (afterAll).
});

test("a German title changed in the editor is in content/ and on the de page after the rebuild", async ({
  page,
  browser,
}) => {
  test.setTimeout(900_000);
  const elsewhere = await openEditor(page, "/collections/pages/entries/gift-guide");
  await openObject(page, "German (de)");
  const title = page.getByLabel("Title (optional)", { exact: true }).filter({ visible: true });
  await expect(title).toHaveValue("Geschenkideen");
  await title.fill("Geschenkideen für die ersten Jahre");
  // The preview is the storefront's own article component, in the language picked above it, before saving.
  const preview = page.frameLocator("#preview-pane");
  await preview.getByLabel("Preview language").selectOption("de");
  await expect(preview.locator("article.content-page h1")).toHaveText("Geschenkideen für die ersten Jahre");
  await expect(preview.locator("article.content-page p").first()).toHaveText(/^Sie suchen ein Geschenk/);
  await publish(page);
  await expect(page.getByText("Changes saved", { exact: false }).first()).toBeVisible();

  // The file changed in that one line: the repository's layout and key order, nothing else touched.
  const original = await readFile(new URL("../../content/pages/gift-guide.json", import.meta.url), "utf8");
  expect(await readFile(join(contentDir(), "pages", "gift-guide.json"), "utf8")).toBe(
    original.replace('"title": "Geschenkideen"', '"title": "Geschenkideen für die ersten Jahre"'),
  );

  // The storefront page once the rebuild that took this save has finished (a failed rebuild ends the
  // wait with the build's own last lines), served from the editor's build folder, in a fresh browser (no
  // service worker's copy).
  await rebuiltWithEverySave();
  const de = storefrontRegistry.byId("de");
  const rebuilt = await startStaticHost({
    port: await freePort(),
    sites: [{ id: "de", root: join(editorBuildDir(), "de", "client") }],
  });
  const pageUrl = `http://de.localhost:${rebuilt.port}${routePath(de, "de", "page", { slug: "gift-guide" })}`;
  const visitor = await browser.newContext();
  try {
    const storefront = await visitor.newPage();
    expect((await storefront.goto(pageUrl))?.status()).toBe(200);
    await expect(storefront.locator("h1")).toHaveText("Geschenkideen für die ersten Jahre");
  } finally {
    await visitor.close();
    await rebuilt.close();
  }
  expect(elsewhere).toEqual([]);
});

test("a French rule added to a short link changes the simulator's answer for France before saving", async ({
  page,
}) => {
  // A link without a French rule, in the temporary copy: France gets its default.
  await copyFile(
    new URL("../../apps/editor/test/fixtures/spring-leaflet.json", import.meta.url),
    join(contentDir(), "links", "spring-leaflet.json"),
  );
  await openEditor(page, "/collections/links/entries/spring-leaflet");
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByTestId("simulated-target")).toHaveText(
    "https://eu.hushling.example/products/cribs/baby-crib/?utm_source=folder&utm_medium=leaflet&utm_campaign=spring",
  );
  await expect(preview.getByTestId("simulated-rule")).toHaveText("the default rule");

  await page.getByRole("button", { name: "Add rule" }).click();
  const rules = page.locator("[id^='path-field']");
  await rules.last().fill("/produits/lits-bebe/lit-bebe/");
  const choose = async (name: string, typed: string) => {
    await page.getByRole("combobox", { name }).last().click();
    await page.keyboard.type(typed);
    await page.keyboard.press("Enter");
  };
  await choose("Country (empty for the default rule) (optional)", "France (fr)");
  await choose("Storefront", "fr");
  await expect(preview.getByTestId("simulated-target")).toHaveText(
    "https://fr.hushling.example/produits/lits-bebe/lit-bebe/?utm_source=folder&utm_medium=leaflet&utm_campaign=spring",
  );
  await expect(preview.getByTestId("simulated-rule")).toHaveText("the rule for fr");
  await expect(preview.getByTestId("simulated-signal")).toContainText("query");
  // Nothing was saved: the file still sends France to its default.
  expect(await readFile(join(contentDir(), "links", "spring-leaflet.json"), "utf8")).not.toContain('"fr"');
});

test("a banner that ends before it starts is refused in plain words and not written", async ({ page }) => {
  const file = join(contentDir(), "search", "merchandising.json");
  const before = await readFile(file, "utf8");
  await openEditor(page, "/collections/search/entries/merchandising");
  await page.getByRole("button", { name: "Add banner" }).click();
  const last = (id: string) => page.locator(`[id^='${id}-field']`).last();
  await last("bannerRef").fill("spring-sale");
  // The banner's name and alt text, in English (each language folded away until opened).
  for (const group of ["Name", "Alt text of the picture"]) {
    await openObject(page, group);
    await page
      .getByLabel("English (en) (optional)", { exact: true })
      .filter({ visible: true })
      .last()
      .fill("Spring sale");
  }
  await last("bannerImg").fill("/images/banners/gift-guide.svg");
  await last("startDate").fill("2027/03/10");
  await last("endDate").fill("2027/03/01");
  await publish(page);
  await expect(page.getByText(/the end date is before the start date/)).toBeVisible();
  expect(await readFile(file, "utf8")).toBe(before);
});

test("a synonym added in the editor is searched with at once, without a storefront rebuild; a loop is refused with its reason", async ({
  page,
}) => {
  const file = join(contentDir(), "search", "synonyms.json");
  const before = await readFile(file, "utf8");
  // A search replica of this test's own, watching the content folder the editor writes, as each replica
  // in production watches the deployed file (the stack's search reads the working tree's content/).
  const eventsDir = await mkdtemp(join(tmpdir(), "hushling-synonyms-search-"));
  const search = await startSearchApp(
    readSearchSettings({
      SEARCH_PORT: String(await freePort()),
      SEARCH_EXPORT_DIR: exportDir(),
      SEARCH_CONTENT_DIR: contentDir(),
      SEARCH_SQLITE_PATH: join(eventsDir, "events.sqlite"),
      SEARCH_WATCH_INTERVAL_MS: "200",
    }),
    { log: () => {} },
  );
  const productsFound = async (term: string) => {
    const response = await fetch(`${search.url}${defaultSearchPaths.search}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        context: { apiKeys: ["hushling-us-en"] },
        recordQueries: [{ id: "productSearch", typeOfRequest: "SEARCH", settings: { query: { term } } }],
      }),
    });
    const body = (await response.json()) as { queryResults: { records: { id: string }[] }[] };
    return body.queryResults[0]?.records.map((record) => record.id) ?? [];
  };
  try {
    const carriers = await productsFound("baby carrier");
    expect(carriers.length).toBeGreaterThan(0);
    expect(await productsFound("snugglepouch")).toEqual([]);
    const savesBefore = (await rebuildStatus()).saved;

    await openEditor(page, "/collections/search/entries/synonyms");
    // One list per language, in the order of the language codes.
    const addSynonym = () => page.getByRole("button", { name: "Add synonym" }).nth(languageCodes.indexOf("en"));
    const newEntry = async (word: string, means: string) => {
      await addSynonym().click();
      await page.getByRole("button", { name: "Add word" }).filter({ visible: true }).last().click();
      await page.locator("[id^='item-field']").filter({ visible: true }).last().fill(word);
      await page.locator("[id^='means-field']").filter({ visible: true }).last().fill(means);
    };
    await newEntry("snugglepouch", "baby carrier");
    await expectAxeClean(page);
    await publish(page);
    await expect(page.getByText("Changes saved").first()).toBeVisible();
    expect(JSON.parse(await readFile(file, "utf8")).en).toContainEqual({
      words: ["snugglepouch"],
      means: "baby carrier",
    });

    // The replica's next check of the files rebuilds its indexes: the new word finds the meaning's products.
    await expect.poll(() => productsFound("snugglepouch"), { timeout: 30_000 }).toEqual(carriers);
    expect((await rebuildStatus()).saved).toBe(savesBefore);

    // A word leading back from the meaning to the new word would loop: refused, saying so; nothing written.
    const saved = await readFile(file, "utf8");
    await newEntry("baby carrier", "snugglepouch");
    await publish(page);
    await expect(
      page.getByText(/English › item \d+ › words › item 1: "snugglepouch" → "baby carrier" → "snugglepouch" loops/),
    ).toBeVisible();
    expect(await readFile(file, "utf8")).toBe(saved);
  } finally {
    await search.close();
    await rm(eventsDir, { recursive: true, force: true });
    // The next run of this test starts from the shop's synonyms; the replica is closed, nothing reads them.
    await writeFile(file, before);
  }
});

// One opening of the printed link's screen: its scan chart, axe on the screen, then the refused delete.
test("a printed link's screen: the scan chart shows its scans from the sample access log, bots apart; the screen passes axe; deleting it is refused with the printed lock's reason, and the file stays", async ({
  page,
}) => {
  await openEditor(page, "/collections/links/entries/qr-package-baby-crib");
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByText("15 scans by people and 1 by bots, per day (bots apart).")).toBeVisible();
  await expect(preview.getByRole("img", { name: /Scans per day/ })).toHaveAttribute(
    "aria-label",
    "Scans per day by people: 2026-11-20 5, 2026-11-21 4, 2026-11-22 6",
  );
  const row = (country: string) => preview.locator(`tr[data-country='${country}'] td`);
  await expect(row("fr")).toHaveText(["8", "0"]);
  await expect(row("gb")).toHaveText(["5", "0"]);
  await expect(row("de")).toHaveText(["2", "1"]);
  await expect(preview.getByTestId("simulated-target")).toBeVisible();
  await expectAxeClean(page);

  await expect(page.getByLabel("Slug (/redirects/{slug}/)")).toHaveValue("qr-package-baby-crib");
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Delete entry" }).click();
  await expect(page.getByText(/deletes the printed link qr-package-baby-crib .*locked until/)).toBeVisible();
  await expect(readFile(join(contentDir(), "links", "qr-package-baby-crib.json"), "utf8")).resolves.toContain(
    '"printed"',
  );
});

// The entry screens are audited where their tests open them: a page's in the two-people test (Ben's,
// after his save), a link's in the test above.
test("the editor's collection list passes axe", async ({ page }) => {
  await openEditor(page, "/collections/pages");
  // Entries are listed by their title, not their file's slug.
  await expect(page.getByText("Gift guide", { exact: true }).first()).toBeVisible();
  await expectAxeClean(page);
});
