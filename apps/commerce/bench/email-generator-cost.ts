/**
 * `node --import tsx apps/commerce/bench/email-generator-cost.ts`: the CPU one order confirmation costs
 * to generate (Handlebars, then MJML), with Vendure's generator and with ours that compiles each template
 * once, in alternating rounds in one process so both see the same machine. CPU from `process.cpuUsage`.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { HandlebarsMjmlGenerator } from "@vendure/email-plugin";
import { CompiledOnceEmailGenerator } from "../src/plugins/order-email/compiled-once-email-generator.ts";
import { HushlingEmailTemplates } from "../src/plugins/order-email/order-email-templates.ts";
import { orderEmailWords } from "../src/plugins/order-email/order-email-words.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const emailsPerRound = Number(process.env.BENCH_EMAILS ?? 50);

const emailPluginEntry = createRequire(import.meta.url).resolve("@vendure/email-plugin");
const templates = new HushlingEmailTemplates(path.join(path.dirname(emailPluginEntry), "..", "templates"));
const options: Parameters<HandlebarsMjmlGenerator["onInit"]>[0] = {
  handlers: [],
  transport: { type: "none" },
  templateLoader: templates,
};
// The confirmation's template ignores the injector and context; they matter to Vendure's file templates.
const body = await templates.loadTemplate(
  undefined as never,
  undefined as never,
  { type: "order-confirmation", channelCode: "us", languageCode: "en" } as never,
);
const words = orderEmailWords.en;
const vars = {
  fromAddress: '"Hushling" <hello@hushling.example>',
  storefrontUrl: "http://us.localhost:8080",
  order: { code: "ABC123", totalWithTax: 25999, currencyCode: "USD", customFields: { giftMessage: "" } },
  amounts: {
    lines: [{ quantity: 1, name: "Bouncer Bliss", amount: 19999 }],
    rows: [
      { kind: "subtotal", label: words.subtotal, amount: 19999 },
      { kind: "shipping", label: words.shipping, amount: 999 },
      { kind: "total", label: words.total, amount: 25999, strong: true },
    ],
  },
  shippingAddressLines: ["Sam Rivera", "1 Example Street", "Brooklyn, NY 11201"],
  confirmationPath: "/order/ABC123/?token=x",
  words,
  locale: "en-US",
  htmlLang: "en-US",
  greeting: words.greeting.replace("{name}", "Sam Rivera"),
  orderDate: "November 28, 2026",
};

const generators = { vendure: new HandlebarsMjmlGenerator(), ours: new CompiledOnceEmailGenerator() };
for (const generator of Object.values(generators)) await generator.onInit(options);
const cpuMs: Record<keyof typeof generators, number[]> = { vendure: [], ours: [] };
for (let round = 0; round < rounds; round += 1) {
  for (const name of ["vendure", "ours"] as const) {
    const before = process.cpuUsage();
    for (let email = 0; email < emailsPerRound; email += 1) {
      // The handler makes the subject per order (its code in the shopper's words): a new text each time.
      const subject = words.subject.replace("{code}", `B${round}${email}`);
      await generators[name].generate(vars.fromAddress, subject, body, vars);
    }
    const used = process.cpuUsage(before);
    // The first round warms both up (JIT, partials compiled on first use): left out.
    if (round > 0) cpuMs[name].push((used.user + used.system) / 1000 / emailsPerRound);
  }
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
console.log(`${emailsPerRound} e-mails x ${rounds - 1} rounds each (after a warm-up round)\n`);
console.log("| generator | CPU ms per e-mail (mean) | per round |\n|---|---|---|");
for (const name of ["vendure", "ours"] as const) {
  console.log(`| ${name} | ${mean(cpuMs[name]).toFixed(2)} | ${cpuMs[name].map((ms) => ms.toFixed(2)).join(", ")} |`);
}
