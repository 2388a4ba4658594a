import { createRequire } from "node:module";
import path from "node:path";
import {
  defaultEmailHandlers,
  EmailPlugin,
  type EmailPluginDevModeOptions,
  orderConfirmationHandler as vendureOrderConfirmation,
} from "@vendure/email-plugin";
import { orderConfirmationHandler } from "./order-confirmation-handler.ts";
import { HushlingEmailTemplates } from "./order-email-templates.ts";

const require = createRequire(import.meta.url);

/**
 * Vendure's email plugin with our translated order confirmation in place of its English one. Dev mode
 * writes every email to `outputPath` and serves that folder as a mailbox at `/mailbox`; production
 * swaps `devMode` for an SMTP transport.
 */
export function orderEmailPlugin(options: { outputPath: string; storefrontUrl: string }) {
  const vendureTemplates = path.join(path.dirname(require.resolve("@vendure/email-plugin/package.json")), "templates");
  const devMode: EmailPluginDevModeOptions = {
    devMode: true,
    outputPath: options.outputPath,
    route: "mailbox",
    handlers: [
      orderConfirmationHandler,
      ...defaultEmailHandlers.filter((handler) => handler !== vendureOrderConfirmation),
    ],
    templateLoader: new HushlingEmailTemplates(vendureTemplates),
    globalTemplateVars: {
      fromAddress: '"Hushling" <hello@hushling.example>',
      verifyEmailAddressUrl: `${options.storefrontUrl}/account/verify`,
      passwordResetUrl: `${options.storefrontUrl}/account/reset-password`,
      changeEmailAddressUrl: `${options.storefrontUrl}/account/change-email`,
    },
  };
  return EmailPlugin.init(devMode);
}
