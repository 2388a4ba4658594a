import path from "node:path";
import type { Injector, RequestContext } from "@vendure/core";
import { FileBasedTemplateLoader, type LoadTemplateInput, type TemplateLoader } from "@vendure/email-plugin";

/** Shared by every email: Vendure's own templates (verification, password reset) use them too. */
const header = `<mjml{{#if htmlLang}} lang="{{ htmlLang }}"{{/if}}>
  <mj-head>
    <mj-title>{{ title }}</mj-title>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes>
    <mj-style inline="inline">h3 { font-size: 18px; color: #3b4a48; font-weight: normal; }</mj-style>
  </mj-head>
  <mj-body background-color="#ffffff">
    <mj-section background-color="#f4efe9">
      <mj-column><mj-text font-size="22px" color="#3b4a48">Hushling</mj-text></mj-column>
    </mj-section>`;

const footer = `    <mj-section background-color="#3b4a48">
      <mj-column><mj-text align="center" color="#f4efe9">{{#if words}}{{ words.footer }}{{else}}Hushling{{/if}}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

/**
 * The order confirmation in the shopper's language: every word comes from `words`
 * (order-email-words.ts), money and dates are formatted for the storefront's locale. Lines and totals
 * come as `amounts` (order-email-amounts.ts), on the price basis of the storefront's pages.
 */
const orderConfirmation = `{{> header title=words.title }}
<mj-section>
  <mj-column>
    <mj-text>{{ greeting }}</mj-text>
    <mj-text>{{ words.thanks }}</mj-text>
  </mj-column>
</mj-section>
<mj-section background-color="#f4efe9">
  <mj-column><mj-text><strong>{{ words.orderCode }}</strong><br />{{ order.code }}</mj-text></mj-column>
  <mj-column><mj-text><strong>{{ words.orderDate }}</strong><br />{{ orderDate }}</mj-text></mj-column>
  <mj-column><mj-text><strong>{{ words.total }}</strong><br />{{ formatMoney order.totalWithTax order.currencyCode locale }}</mj-text></mj-column>
</mj-section>
<mj-section>
  <mj-column>
    <mj-text><h3>{{ words.summary }}</h3></mj-text>
    <mj-table cellpadding="6px">
      {{#each amounts.lines }}
      <tr>
        <td>{{ quantity }} × {{ name }}</td>
        <td align="right">{{ formatMoney amount ../order.currencyCode ../locale }}</td>
      </tr>
      {{/each}}
      {{#each amounts.rows }}
      <tr data-row="{{ kind }}">
        <td>{{#if strong}}<strong>{{ label }}</strong>{{else}}{{ label }}{{/if}}</td>
        <td align="right">{{#if strong}}<strong>{{ formatMoney amount ../order.currencyCode ../locale }}</strong>{{else}}{{ formatMoney amount ../order.currencyCode ../locale }}{{/if}}</td>
      </tr>
      {{/each}}
    </mj-table>
  </mj-column>
</mj-section>
{{#if shippingAddressLines.length }}
<mj-section>
  <mj-column>
    <mj-text>
      <h3>{{ words.shippingTo }}</h3>
      {{#each shippingAddressLines }}{{ this }}<br />{{/each}}
    </mj-text>
  </mj-column>
</mj-section>
{{/if}}
<mj-section>
  <mj-column><mj-button href="{{{ storefrontUrl }}}{{{ confirmationPath }}}" background-color="#3b4a48">{{ words.viewOrder }}</mj-button></mj-column>
</mj-section>
{{#if order.customFields.giftMessage }}
<mj-section>
  <mj-column><mj-text><h3>{{ words.giftMessage }}</h3>{{ order.customFields.giftMessage }}</mj-text></mj-column>
</mj-section>
{{/if}}
{{> footer }}`;

/**
 * Our brand's header, footer and order confirmation, kept in code so the compiled app carries them;
 * the account emails fall back to Vendure's English templates (the storefronts have no accounts yet).
 */
export class HushlingEmailTemplates implements TemplateLoader {
  private readonly vendureTemplates: FileBasedTemplateLoader;

  constructor(vendureTemplateDir: string) {
    this.vendureTemplates = new FileBasedTemplateLoader(path.resolve(vendureTemplateDir));
  }

  async loadTemplate(injector: Injector, ctx: RequestContext, input: LoadTemplateInput): Promise<string> {
    if (input.type === "order-confirmation") return orderConfirmation;
    return this.vendureTemplates.loadTemplate(injector, ctx, input);
  }

  async loadPartials() {
    return [
      { name: "header", content: header },
      { name: "footer", content: footer },
    ];
  }
}
