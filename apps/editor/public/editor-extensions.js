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
