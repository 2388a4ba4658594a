import { createRequire } from "node:module";
import path from "node:path";
import { HandlebarsMjmlGenerator } from "@vendure/email-plugin";
import type HandlebarsRuntime from "handlebars";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CompiledOnceEmailGenerator } from "../src/plugins/order-email/compiled-once-email-generator.ts";
import { HushlingEmailTemplates } from "../src/plugins/order-email/order-email-templates.ts";

const require = createRequire(import.meta.url);
const emailPluginEntry = require.resolve("@vendure/email-plugin");
// The Handlebars instance Vendure's generator registers partials and helpers on.
const handlebars = createRequire(emailPluginEntry)("handlebars") as typeof HandlebarsRuntime;
const templates = new HushlingEmailTemplates(path.join(path.dirname(emailPluginEntry), "..", "templates"));
const options: Parameters<HandlebarsMjmlGenerator["onInit"]>[0] = {
  handlers: [],
  transport: { type: "none" },
  templateLoader: templates,
};

const from = '"Hushling" <{{ sender }}>';
const subject = "Order {{ code }}";
const body = `{{> header title=code }}
<mj-section><mj-column><mj-text>{{ formatMoney total "USD" "en-US" }} for {{ name }}</mj-text></mj-column></mj-section>
{{> footer }}`;
const vars = { sender: "hello@hushling.example", code: "ABC123", total: 12999, name: "Sam <Rivera>" };

describe("the e-mail generator that compiles each template once", () => {
  const vendure = new HandlebarsMjmlGenerator();
  const ours = new CompiledOnceEmailGenerator();
  beforeAll(async () => {
    await vendure.onInit(options);
    await ours.onInit(options);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("writes what Vendure's generator writes: partials, helpers, escaping", async () => {
    const expected = await vendure.generate(from, subject, body, vars);
    expect(await ours.generate(from, subject, body, vars)).toEqual(expected);
    expect(expected.subject).toBe("Order ABC123");
    expect(expected.body).toContain("$129.99 for Sam &lt;Rivera&gt;");
  });

  it("compiles from, subject and body for the first e-mail only", async () => {
    const generator = new CompiledOnceEmailGenerator();
    await generator.onInit(options);
    await generator.generate(from, subject, body, vars);
    // Spied after the first e-mail: Handlebars compiles the registered partials on their first use too.
    const compile = vi.spyOn(handlebars, "compile");
    await generator.generate(from, subject, body, { ...vars, code: "XYZ789" });
    const third = await generator.generate(from, subject, body, { ...vars, code: "QRS456" });
    expect(compile).not.toHaveBeenCalled();
    expect(third.subject).toBe("Order QRS456");
  });

  it("keeps the body compiled while a new subject comes with every order", async () => {
    const generator = new CompiledOnceEmailGenerator();
    await generator.onInit(options);
    await generator.generate(from, subject, body, vars);
    const compile = vi.spyOn(handlebars, "compile");
    for (let order = 0; order < 100; order += 1) await generator.generate(from, `Order ${order}`, body, vars);
    expect(compile.mock.calls.map(([text]) => text)).not.toContain(body);
  });

  it("compiles an edited template anew (templates read from files change in development)", async () => {
    const generator = new CompiledOnceEmailGenerator();
    await generator.onInit(options);
    await generator.generate(from, subject, body, vars);
    const edited = await generator.generate(from, "Your order {{ code }}", body, vars);
    expect(edited.subject).toBe("Your order ABC123");
  });
});
