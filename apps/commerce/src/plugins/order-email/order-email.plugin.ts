import { createRequire } from "node:module";
import path from "node:path";
import type { StorefrontId } from "@hushling/storefronts";
import type { RequestContext } from "@vendure/core";
import { EmailPlugin, type EmailPluginOptions } from "@vendure/email-plugin";
import type { CommerceSettings } from "../../commerce-settings.ts";
import { CompiledOnceEmailGenerator } from "./compiled-once-email-generator.ts";
import { orderConfirmationHandler } from "./order-confirmation-handler.ts";
import { HushlingEmailTemplates } from "./order-email-templates.ts";

const require = createRequire(import.meta.url);

/**
 * Vendure's email plugin with our translated order confirmation in place of its English one. In
 * development every email is written to `mailboxPath` and that folder is served at `/mailbox`; with
 * an SMTP URL (always in production) emails are sent and there is no mailbox. Links in emails go to
 * the storefront of the channel the email is about, at its origin in the running profile.
 * Only the order confirmation is sent: Vendure's other emails (account verification, password reset,
 * e-mail change) link to account pages the storefronts do not have, and a verification token read from
 * a mailbox would sign a stranger in as the guest whose address they registered.
 */
export function orderEmailPlugin(options: {
  delivery: CommerceSettings["email"];
  mailboxPath: string;
  storefrontOrigins: Record<StorefrontId, string>;
}) {
  const vendureTemplates = path.join(path.dirname(require.resolve("@vendure/email-plugin/package.json")), "templates");
  const fallbackOrigin = options.storefrontOrigins.us;
  const common: Omit<EmailPluginOptions, "transport"> = {
    handlers: [orderConfirmationHandler],
    templateLoader: new HushlingEmailTemplates(vendureTemplates),
    emailGenerator: new CompiledOnceEmailGenerator(),
    globalTemplateVars: async (ctx: RequestContext) => {
      const origin = options.storefrontOrigins[ctx.channel.code as StorefrontId] ?? fallbackOrigin;
      return {
        fromAddress: '"Hushling" <hello@hushling.example>',
        storefrontUrl: origin,
      };
    },
  };
  if (options.delivery.kind === "smtp") {
    return EmailPlugin.init({ ...common, transport: { type: "smtp", url: options.delivery.url } });
  }
  return EmailPlugin.init({ ...common, devMode: true, outputPath: options.mailboxPath, route: "mailbox" });
}
