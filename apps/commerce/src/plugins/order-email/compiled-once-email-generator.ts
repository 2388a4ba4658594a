import { createRequire } from "node:module";
import { HandlebarsMjmlGenerator } from "@vendure/email-plugin";
import type HandlebarsRuntime from "handlebars";

// The very modules Vendure's generator uses: its `onInit` registers our partials and its helpers
// (formatMoney, formatDate) on that Handlebars instance, and a compiled template looks them up there.
const fromEmailPlugin = createRequire(createRequire(import.meta.url).resolve("@vendure/email-plugin"));
const handlebars = fromEmailPlugin("handlebars") as typeof HandlebarsRuntime;
const mjmlToHtml = fromEmailPlugin("mjml") as (mjml: string) => Promise<{ html: string }>;

/** Distinct template texts kept compiled; in development each edit of a template file adds one. */
const maxCompiled = 64;

/** As Vendure's generator allows: entities expose some values (Order.total) as prototype getters. */
const runtimeOptions = { allowProtoPropertiesByDefault: true };

type Compiled = HandlebarsRuntime.TemplateDelegate;

/**
 * Vendure's Handlebars and MJML generator, but each template text is compiled once, not on every
 * e-mail (parsing and compiling the confirmation showed in the step profile of every paid order).
 * Compiled templates are kept by their text, so an edited template file (read again on every send in
 * development) is compiled anew and never served stale.
 */
export class CompiledOnceEmailGenerator extends HandlebarsMjmlGenerator {
  private readonly compiled = new Map<string, Compiled>();

  override async generate(from: string, subject: string, template: string, templateVars: Record<string, unknown>) {
    const mjml = this.compile(template, false)(templateVars, runtimeOptions);
    return {
      from: this.compile(from, true)(templateVars, runtimeOptions),
      subject: this.compile(subject, false)(templateVars, runtimeOptions),
      body: (await mjmlToHtml(mjml)).html,
    };
  }

  private compile(text: string, raw: boolean): Compiled {
    const key = `${raw ? "raw" : "html"}:${text}`;
    const compiled = this.compiled.get(key) ?? handlebars.compile(text, raw ? { noEscape: true } : {});
    // Least recently used first (a Map keeps insertion order): a subject made per order (the order code
    // in it) is used once, and must not push out the body every e-mail uses.
    this.compiled.delete(key);
    if (this.compiled.size >= maxCompiled) this.compiled.delete(this.compiled.keys().next().value ?? "");
    this.compiled.set(key, compiled);
    return compiled;
  }
}
