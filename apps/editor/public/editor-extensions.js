// The editor's own parts inside Decap CMS: the page preview (the storefront's components and CSS) and the
// short-link tools (simulator, QR code, scan chart). Decap provides React as `h` and `createClass`; every answer
// comes from the editor's server, which runs the same code as the build and the `links` command.
/* global CMS, h, createClass */

const origin = window.location.origin;

async function postJson(path, body) {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.json();
}

/*
 * Two people saving the same file. Decap's proxy protocol sends a save without the version its form was
 * loaded from, so the later of two saves would replace the earlier one unseen. This page keeps the id of
 * the version each file's form was loaded from (an entry's own answer; a list's answer only for files not
 * loaded yet, as a list read later may be newer than the open form) and adds it to the save as `base`; the
 * server then saves, puts both changes together, or refuses with what changed (src/save-over-another.ts).
 * Decap calls the global `fetch` for each request, so this wrapper sees them all.
 */
const loadedVersions = new Map();
const decapFetch = window.fetch.bind(window);

function rememberVersions(request, answer) {
  const entries = { getEntry: [answer], entriesByFolder: answer, entriesByFiles: answer }[request.action];
  for (const entry of entries ?? []) {
    const { path, id } = entry?.file ?? {};
    if (!path || !id || (request.action !== "getEntry" && loadedVersions.has(path))) continue;
    loadedVersions.set(path, id);
  }
  if (request.action === "persistEntry") {
    for (const file of request.params.dataFiles ?? [request.params.entry]) {
      if (file?.newPath) loadedVersions.delete(file.path);
    }
    for (const [path, id] of Object.entries(answer.versions ?? {})) loadedVersions.set(path, id);
    for (const notice of answer.notices ?? []) showNotice(notice);
  }
}

window.fetch = async (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (new URL(url, origin).href !== `${origin}/api/v1` || typeof init?.body !== "string") {
    return decapFetch(input, init);
  }
  const request = JSON.parse(init.body);
  if (request.action === "persistEntry") {
    for (const file of request.params.dataFiles ?? [request.params.entry]) {
      const base = file && loadedVersions.get(file.path);
      if (base) file.base = base;
    }
  }
  const response = await decapFetch(input, { ...init, body: JSON.stringify(request) });
  if (response.ok) rememberVersions(request, await response.clone().json());
  return response;
};

/** A note of ours beside Decap's own ("Entry saved"), until closed: it asks the reader to do something. */
function showNotice(text) {
  let region = document.getElementById("editor-notices");
  if (!region) {
    region = document.createElement("div");
    region.id = "editor-notices";
    region.setAttribute("role", "status");
    document.body.append(region);
  }
  const notice = document.createElement("p");
  notice.className = "editor-notice";
  notice.textContent = text;
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.setAttribute("aria-label", "Close this note");
  close.addEventListener("click", () => notice.remove());
  notice.append(" ", close);
  region.append(notice);
}

let pagePreviewScript;
/** The page preview's script (the storefront's components, about 0.5 MB), loaded when a page is first opened. */
function loadPagePreview() {
  pagePreviewScript ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "/preview/page-preview.js";
    script.onload = () => resolve(window.HushlingPagePreview);
    script.onerror = () => reject(new Error("the page preview could not be loaded"));
    document.head.append(script);
  });
  return pagePreviewScript;
}

/**
 * A content page as the storefront shows it: the storefront's own components, with the storefront's
 * React, rendered into a container of this template (apps/editor/preview/page-preview.tsx).
 */
const PagePreview = createClass({
  getInitialState() {
    return { problem: null };
  },
  componentDidMount() {
    loadPagePreview().then(
      (preview) => {
        if (this.unmounted) return;
        this.preview = preview.mountPagePreview(this.container);
        this.renderPreview();
      },
      (error) => this.setState({ problem: error.message }),
    );
  },
  componentDidUpdate() {
    this.renderPreview();
  },
  componentWillUnmount() {
    this.unmounted = true;
    this.preview?.unmount();
  },
  renderPreview() {
    this.preview?.render(this.props.entry.get("data").toJS());
  },
  render() {
    return h(
      "div",
      null,
      this.state.problem ? h("p", { role: "alert" }, `No preview: ${this.state.problem}`) : null,
      h("div", {
        ref: (node) => {
          this.container = node;
        },
      }),
    );
  },
});

function ScanChart({ scans }) {
  if (!scans) return h("p", null, "Reading the access log…");
  if (scans.days.length === 0) return h("p", null, "No scans of this link in the access log.");
  const most = Math.max(...scans.days.map((day) => day.scans), 1);
  const width = 36;
  const total = scans.days.reduce((sum, day) => sum + day.scans, 0);
  const bots = scans.days.reduce((sum, day) => sum + day.bots, 0);
  return h(
    "figure",
    { className: "scan-chart" },
    h(
      "svg",
      {
        role: "img",
        "aria-label": `Scans per day by people: ${scans.days.map((day) => `${day.day} ${day.scans}`).join(", ")}`,
        viewBox: `0 0 ${scans.days.length * width} 130`,
        width: scans.days.length * width,
        height: 130,
      },
      scans.days.map((day, index) => {
        const height = Math.round((day.scans / most) * 100);
        return h(
          "g",
          { key: day.day },
          h("rect", { x: index * width + 6, y: 110 - height, width: width - 12, height, fill: "#2f5d50" }),
          h("text", { x: index * width + width / 2, y: 125, fontSize: 9, textAnchor: "middle" }, day.day.slice(5)),
          h(
            "text",
            { x: index * width + width / 2, y: 105 - height, fontSize: 10, textAnchor: "middle" },
            String(day.scans),
          ),
        );
      }),
    ),
    h("figcaption", null, `${total} scans by people and ${bots} by bots, per day (bots apart).`),
    h(
      "table",
      null,
      h("caption", null, "Scans by country"),
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("th", { scope: "col" }, "Country"),
          h("th", { scope: "col" }, "Scans"),
          h("th", { scope: "col" }, "Bots"),
        ),
      ),
      h(
        "tbody",
        null,
        scans.countries.map((row) =>
          h(
            "tr",
            { key: row.country, "data-country": row.country },
            h("th", { scope: "row" }, row.country),
            h("td", null, String(row.scans)),
            h("td", null, String(row.bots)),
          ),
        ),
      ),
    ),
  );
}

/**
 * The short-link tools beside the form: what a visitor from a country, time zone, language or cookie
 * gets from the link as it stands (saved or not), its QR code to print, and its scans.
 */
const LinkPreview = createClass({
  getInitialState() {
    return { visitor: { country: "fr" }, result: null, scans: null, size: "25", pdfProblem: null };
  },
  componentDidMount() {
    this.simulate();
    this.loadScans();
    this.checkPdf();
  },
  componentDidUpdate(previous) {
    if (previous.entry !== this.props.entry) this.simulate();
  },
  slug() {
    return this.props.entry.getIn(["data", "slug"]) || "";
  },
  async simulate() {
    const draft = this.props.entry.get("data").toJS();
    const result = await postJson("/api/links/simulate", { draft, visitor: this.state.visitor });
    this.setState({ result });
  },
  async loadScans() {
    const response = await fetch(`${origin}/api/links/scans?slug=${encodeURIComponent(this.slug())}`);
    this.setState({ scans: await response.json() });
  },
  async checkPdf() {
    const response = await fetch(this.pdfUrl());
    this.setState({ pdfProblem: response.ok ? null : (await response.json()).error });
  },
  pdfUrl() {
    return `${origin}/api/links/qr?slug=${encodeURIComponent(this.slug())}&format=pdf&size=${encodeURIComponent(this.state.size)}`;
  },
  setVisitor(name, value) {
    this.setState({ visitor: { ...this.state.visitor, [name]: value } }, () => this.simulate());
  },
  field(name, label, hint) {
    return h(
      "p",
      { key: name },
      h("label", { htmlFor: `simulate-${name}` }, label),
      h("input", {
        id: `simulate-${name}`,
        value: this.state.visitor[name] || "",
        placeholder: hint,
        onChange: (event) => this.setVisitor(name, event.target.value),
      }),
    );
  },
  render() {
    const slug = this.slug();
    const { result } = this.state;
    const answer = !result
      ? h("p", null, "Simulating…")
      : !result.ok
        ? h("p", { role: "alert" }, `The link cannot be simulated yet: ${result.problems.join("; ")}`)
        : h(
            "dl",
            { className: "simulation" },
            h("dt", null, "Goes to"),
            h("dd", { "data-testid": "simulated-target" }, result.resolution.location || "nowhere"),
            h("dt", null, "Rule"),
            h(
              "dd",
              { "data-testid": "simulated-rule" },
              result.resolution.rule
                ? result.resolution.rule.country
                  ? `the rule for ${result.resolution.rule.country}`
                  : "the default rule"
                : "none",
            ),
            h("dt", null, "Decided by"),
            h("dd", { "data-testid": "simulated-signal" }, `${result.resolution.signal}: ${result.resolution.reason}`),
          );
    return h(
      "main",
      { className: "link-tools" },
      h("h1", null, `/redirects/${slug}/`),
      h(
        "section",
        { "aria-labelledby": "simulator-heading" },
        h("h2", { id: "simulator-heading" }, "Simulator"),
        h("p", null, "A visitor with these signals, for the link as it is in the form (saved or not):"),
        this.field("country", "Country (?country=)", "fr"),
        this.field("timeZone", "Time zone", "Europe/Paris"),
        this.field("language", "Browser language", "fr-FR"),
        this.field("cookie", "Country cookie", "fr"),
        h("div", { "aria-live": "polite" }, answer),
      ),
      h(
        "section",
        { "aria-labelledby": "qr-heading" },
        h("h2", { id: "qr-heading" }, "QR code"),
        slug
          ? h("img", {
              src: `${origin}/api/links/qr?slug=${encodeURIComponent(slug)}&format=svg`,
              alt: `QR code of /redirects/${slug}/`,
              width: 160,
              height: 160,
            })
          : null,
        h(
          "p",
          null,
          h(
            "a",
            { href: `${origin}/api/links/qr?slug=${encodeURIComponent(slug)}&format=svg`, download: `${slug}.svg` },
            "Download SVG",
          ),
        ),
        h(
          "p",
          null,
          h("label", { htmlFor: "qr-size" }, "Print width (mm) "),
          h("input", {
            id: "qr-size",
            inputMode: "decimal",
            value: this.state.size,
            onChange: (event) => this.setState({ size: event.target.value }, () => this.checkPdf()),
          }),
          " ",
          this.state.pdfProblem
            ? h("span", { role: "alert" }, this.state.pdfProblem)
            : h("a", { href: this.pdfUrl(), download: `${slug}.pdf` }, "Download print PDF"),
        ),
      ),
      h(
        "section",
        { "aria-labelledby": "scans-heading" },
        h("h2", { id: "scans-heading" }, "Scans"),
        h(ScanChart, { scans: this.state.scans }),
      ),
    );
  },
});

// Decap's preview frame has no title and its list items' drag handles no name; screen readers need both.
new MutationObserver(() => {
  const frame = document.getElementById("preview-pane");
  if (frame && !frame.title) frame.title = "Preview";
  for (const handle of document.querySelectorAll("[aria-roledescription='sortable']:not([aria-label])")) {
    handle.setAttribute("aria-label", "Drag to reorder");
  }
  for (const bar of document.querySelectorAll("[class*='StyledListItemTopBar']")) {
    const buttons = bar.querySelectorAll(":scope > button:not([aria-label])");
    buttons.forEach((button, index) => {
      button.setAttribute("aria-label", index === 0 ? "Show or hide this item" : "Remove this item");
    });
  }
}).observe(document.body, { childList: true, subtree: true });

CMS.registerPreviewStyle("/preview/storefront.css");
CMS.registerPreviewStyle("/editor.css");
CMS.registerPreviewTemplate("pages", PagePreview);
CMS.registerPreviewTemplate("links", LinkPreview);

fetch("/config.json")
  .then((response) => response.json())
  .then((config) => CMS.init({ config }));
