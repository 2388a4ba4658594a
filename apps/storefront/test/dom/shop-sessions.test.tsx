import { seededSqliteServer } from "@hushling/commerce/test/seeded-sqlite-suite";
import { act, type FormEvent, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { translationResource } from "../../app/i18n/translation-resources.server.ts";
import { createTranslator } from "../../app/i18n/translator.ts";
import type { SiteSettings } from "../../app/site/build/site-settings.ts";
import { brooklyn } from "../shopper-address.ts";
import { compileSiteSettings, HookProbe, type Rendered, render, settle } from "./page-harness.tsx";

type CartSession = typeof import("../../app/cart/cart-session.ts");
type CartStore = typeof import("../../app/cart/cart-store.ts");
type CheckoutSession = typeof import("../../app/checkout/checkout-session.ts");
type Checkout = ReturnType<typeof import("../../app/checkout/use-checkout.ts").useCheckout>;

const translator = createTranslator("en", translationResource("en"));
const { t } = translator;
const cards = { success: "4242 4242 4242 4242", decline: "4000 0000 0000 0002" };

/**
 * The storefront's cart and checkout as the browser runs them (us, English), against a real commerce
 * server on a copy of the seeded shop: the Shop API answers, the session token and the count in the
 * page's localStorage. The tests run in order and share one shopper, as one visit does.
 */
describe("the cart and checkout sessions against commerce", () => {
  const server = seededSqliteServer("storefront-sessions");
  let site: SiteSettings;
  let cart: CartSession;
  let store: CartStore;
  let checkout: CheckoutSession;
  let useCheckout: typeof import("../../app/checkout/use-checkout.ts").useCheckout;
  let CartCountLink: typeof import("../../app/cart/cart-count-link.tsx").CartCountLink;
  let TranslationProvider: typeof import("../../app/i18n/translation-context.tsx").TranslationProvider;
  let SiteStateProvider: typeof import("../../app/site/state/site-state-provider.tsx").SiteStateProvider;
  const inStock: string[] = [];

  /** The page's modules as a fresh load imports them: module state gone, localStorage kept. */
  async function loadPage() {
    vi.resetModules();
    cart = await import("../../app/cart/cart-session.ts");
    store = await import("../../app/cart/cart-store.ts");
    checkout = await import("../../app/checkout/checkout-session.ts");
    ({ useCheckout } = await import("../../app/checkout/use-checkout.ts"));
    ({ CartCountLink } = await import("../../app/cart/cart-count-link.tsx"));
    // The page's contexts come from the same load as the components that read them.
    ({ TranslationProvider } = await import("../../app/i18n/translation-context.tsx"));
    ({ SiteStateProvider } = await import("../../app/site/state/site-state-provider.tsx"));
  }

  /** Renders `page` at `/checkout/` inside what the root layout gives every page. */
  async function renderPage(page: ReactNode) {
    const router = createMemoryRouter(
      [
        { path: "/checkout/", element: page },
        { path: "/order/", element: <p>confirmed</p> },
      ],
      { initialEntries: ["/checkout/"] },
    );
    const init = { store: site.store, isKnownCountry: (code: string) => site.knownCountries.includes(code) };
    const persistence = { saveUserCountry: () => undefined, saveNoticeBarHidden: () => undefined };
    const rendered = await render(
      <TranslationProvider translator={translator}>
        <SiteStateProvider init={init} persistence={persistence}>
          <RouterProvider router={router} />
        </SiteStateProvider>
      </TranslationProvider>,
    );
    return { rendered, router };
  }

  /** What the header's cart link says to a screen reader: the count the shopper sees. */
  async function headerLabel(): Promise<string> {
    const { rendered } = await renderPage(<CartCountLink to="/cart/" />);
    const label = rendered.container.querySelector("a")?.getAttribute("aria-label") ?? "";
    await rendered.unmount();
    return label;
  }

  const lineOf = (variantId: string | undefined) => {
    const line = store.cartSnapshot().order?.lines.find((candidate) => candidate.productVariant.id === variantId);
    if (!line) throw new Error(`no line for variant ${variantId}`);
    return line;
  };

  beforeAll(async () => {
    site = compileSiteSettings({ STOREFRONT: "us", SHOP_API_URL: `${server.url}/shop-api` });
    localStorage.clear();
    await loadPage();
    const page = await cart.shopClient("en").catalogPage(0, 100);
    for (const product of page.products.items) {
      const variant = product.variants.find((candidate) => candidate.stockLevel === "IN_STOCK");
      if (variant && product.variants.length === 1) inStock.push(variant.id);
    }
    expect(inStock.length).toBeGreaterThanOrEqual(3);
  });

  it("starts without a cart: nothing asked creates one, and the header says 0 items", async () => {
    expect(await cart.refreshCart("en")).toBe(true);
    expect(store.cartSnapshot()).toEqual({ order: null, count: 0 });
    expect(await headerLabel()).toBe("Cart, 0 items");
  });

  it("adds, changes a quantity and removes a line; every answer redraws the header's count", async () => {
    const [first, second] = inStock;
    // One header for the whole visit: it must redraw on each answer, not only when drawn anew.
    const { rendered } = await renderPage(<CartCountLink to="/cart/" />);
    const label = () => rendered.container.querySelector("a")?.getAttribute("aria-label");
    const answer = <T,>(pending: () => Promise<T>) => act(pending);

    expect(await answer(() => cart.addToCart("en", first ?? "", 1))).toEqual({ ok: true });
    expect(label()).toBe("Cart, 1 item");
    expect(await answer(() => cart.addToCart("en", second ?? "", 2))).toEqual({ ok: true });
    expect(label()).toBe("Cart, 3 items");

    expect(await answer(() => cart.setLineQuantity("en", lineOf(second).id, 1))).toEqual({ ok: true });
    expect(lineOf(second).quantity).toBe(1);
    expect(label()).toBe("Cart, 2 items");

    expect(await answer(() => cart.removeCartLine("en", lineOf(first).id))).toEqual({ ok: true });
    expect(store.cartSnapshot().order?.lines.map((line) => line.productVariant.id)).toEqual([second]);
    expect(label()).toBe("Cart, 1 item");
    await rendered.unmount();
  });

  it("adds only what is in stock, says how many, then refuses one more with the out-of-stock message", async () => {
    const third = inStock[2] ?? "";
    // The most the order may still take (commerce's limit is 999 items), more than the seeded stock.
    const wanted = await cart.addToCart("en", third, 999 - store.cartSnapshot().count);
    if (!wanted.ok || !wanted.short) throw new Error(`expected a short answer, got ${JSON.stringify(wanted)}`);
    const { added, left } = wanted.short;
    expect(added).toBeGreaterThan(0);
    expect(left).toBe(added);
    expect(lineOf(third).quantity).toBe(added);
    expect(t("cart.errors.partial", wanted.short)).toBe(`Only ${left} left: ${added} added to your cart.`);
    expect(await headerLabel()).toBe(`Cart, ${1 + added} items`);

    const more = await cart.addToCart("en", third, 1);
    expect(more).toMatchObject({ ok: false, failure: "outOfStock" });
    if (more.ok) return;
    expect(t(`cart.errors.${more.failure}`)).toBe("Sorry, there are not enough of these in stock to add another.");
    expect(lineOf(third).quantity).toBe(added);

    expect(await cart.removeCartLine("en", lineOf(third).id)).toEqual({ ok: true });
    expect(await headerLabel()).toBe("Cart, 1 item");
  });

  it("survives a reload: the count is there before any request, the session finds the same order", async () => {
    const before = store.cartSnapshot().order;
    await loadPage();
    expect(store.cartSnapshot()).toEqual({ order: undefined, count: 1 });
    expect(await headerLabel()).toBe("Cart, 1 item");
    expect(await cart.refreshCart("en")).toBe(true);
    expect(store.cartSnapshot().order?.code).toBe(before?.code);
    expect(store.cartSnapshot().order?.lines.map((line) => line.id)).toEqual(before?.lines.map((line) => line.id));
  });

  describe("the checkout, step by step", () => {
    let current: Checkout | undefined;
    let page: { rendered: Rendered; router: ReturnType<typeof createMemoryRouter> } | undefined;
    const shown = () => {
      if (!current?.draft) throw new Error("the checkout has not read its draft");
      return current;
    };
    const openCheckout = async () => {
      current = undefined;
      const seen = (value: Checkout) => {
        current = value;
      };
      page = await renderPage(<HookProbe hook={() => useCheckout("/order/")} seen={seen} />);
      await settle("the checkout's draft", () => current?.draft !== undefined);
    };
    const submit = async () => {
      const event = new Event("submit", { cancelable: true });
      await act(() => shown().submit(event as unknown as FormEvent));
      await settle("the submit's answer", () => !shown().busy);
    };
    const type = async (change: (draft: NonNullable<Checkout["draft"]>) => NonNullable<Checkout["draft"]>) => {
      const { draft, setDraft } = shown();
      if (draft) await act(async () => setDraft(change(draft)));
    };

    it("refuses a step with its problem beside the field and keeps what was typed", async () => {
      await openCheckout();
      expect(shown().draft?.step).toBe("contact");
      expect(shown().draft?.address.countryCode).toBe("US");
      await submit();
      expect(shown().draft?.step).toBe("contact");
      expect(shown().problemText("emailAddress")).toBe("Please enter an email address like name@example.com.");

      await type((draft) => ({ ...draft, emailAddress: "parent@example.com" }));
      await submit();
      expect(shown().draft?.step).toBe("address");
      expect(shown().problemText("emailAddress")).toBeUndefined();

      await type((draft) => ({ ...draft, address: { ...brooklyn, postalCode: "1120" } }));
      await submit();
      expect(shown().draft?.step).toBe("address");
      expect(shown().problems).toEqual({ postalCode: "postalCodeFormat" });
      expect(shown().draft?.address).toEqual({ ...brooklyn, postalCode: "1120" });
      expect(shown().draft?.emailAddress).toBe("parent@example.com");
    });

    it("saves the address to commerce and goes on; back and forward again keeps it", async () => {
      await type((draft) => ({ ...draft, address: brooklyn }));
      await submit();
      expect(shown().draft?.step).toBe("shipping");
      expect(shown().order?.customer?.emailAddress).toBe("parent@example.com");
      expect(shown().order?.shippingAddress).toMatchObject({ streetLine1: "12 Example Street", postalCode: "11201" });

      await act(async () => shown().goTo("address"));
      expect(shown().draft?.step).toBe("address");
      expect(shown().draft?.address).toEqual(brooklyn);
      await type((draft) => ({ ...draft, address: { ...brooklyn, streetLine2: "Apt 4" } }));
      await submit();
      expect(shown().draft?.step).toBe("shipping");
      expect(shown().order?.shippingAddress?.streetLine2).toBe("Apt 4");
    });

    it("offers the shipping methods commerce has, refuses none chosen, saves the chosen one", async () => {
      await settle("the shipping methods", () => Array.isArray(shown().options));
      const options = shown().options;
      if (!Array.isArray(options) || !options[0]) throw new Error("no shipping methods offered");
      await submit();
      expect(shown().problems).toEqual({ shippingMethodId: "shippingMethod" });
      expect(shown().draft?.step).toBe("shipping");

      const method = options[0];
      await type((draft) => ({ ...draft, shippingMethodId: method.id }));
      await submit();
      expect(shown().draft?.step).toBe("payment");
      expect(shown().order?.shippingLines[0]?.shippingMethod.id).toBe(method.id);
    });

    it("resumes a reloaded checkout at the payment step with everything but the card", async () => {
      await act(async () => shown().setCard({ cardNumber: cards.success, expiry: "12/40", securityCode: "123" }));
      await page?.rendered.unmount();
      await openCheckout();
      expect(shown().draft).toMatchObject({ step: "payment", emailAddress: "parent@example.com" });
      expect(shown().draft?.address).toMatchObject({ ...brooklyn, streetLine2: "Apt 4" });
      expect(shown().card).toEqual({ cardNumber: "", expiry: "", securityCode: "" });
      expect(localStorage.getItem("hushling-checkout-us")).not.toContain("4242");
    });

    it("brings a declined card back to the payment step with the reason, keeping every step's input", async () => {
      await act(async () => shown().setCard({ cardNumber: cards.decline, expiry: "12/40", securityCode: "123" }));
      await submit();
      expect(shown().draft?.step).toBe("review");
      await submit();
      expect(shown().draft?.step).toBe("payment");
      expect(shown().problemText("cardNumber")).toBe(
        "The card was declined. Please use another card; nothing was charged.",
      );
      expect(shown().card.cardNumber).toBe(cards.decline);
      expect(shown().draft).toMatchObject({ emailAddress: "parent@example.com", address: { postalCode: "11201" } });
      expect(shown().order?.state).toBe("AddingItems");
    });

    it("places the order with a good card and opens its confirmation with the link's code and token", async () => {
      await act(async () => shown().setCard({ ...shown().card, cardNumber: cards.success }));
      await submit();
      expect(shown().draft?.step).toBe("review");
      const lines = shown().order?.lines.map((line) => ({ id: line.productVariant.id, quantity: line.quantity }));
      await submit();
      const location = page?.router.state.location;
      expect(location?.pathname).toBe("/order/");
      const code = new URLSearchParams(location?.search).get("code") ?? "";
      const token = location?.hash.replace(/^#token=/, "") ?? "";
      expect(code).toMatch(/^[A-Z0-9]+$/);
      expect(token.length).toBeGreaterThan(10);
      expect(localStorage.getItem("hushling-checkout-us")).toBeNull();
      expect(store.cartSnapshot()).toEqual({ order: null, count: 0 });
      await page?.rendered.unmount();
      expect(await headerLabel()).toBe("Cart, 0 items");

      const placed = await checkout.placedOrder("en", code, token);
      if (!placed || placed === "network") throw new Error(`no confirmation: ${placed}`);
      expect(placed).toMatchObject({
        code,
        state: "PaymentSettled",
        active: false,
        customer: { emailAddress: "parent@example.com" },
        shippingAddress: { fullName: "Sam Rivera", streetLine2: "Apt 4", postalCode: "11201", countryCode: "US" },
      });
      expect(placed.lines.map((line) => ({ id: line.productVariant.id, quantity: line.quantity }))).toEqual(lines);
      expect(placed.totalWithTax).toBe(placed.subTotalWithTax + placed.shippingWithTax);
      // The declined attempt stays on the order beside the payment that settled it.
      expect(placed.payments?.map((payment) => payment.state)).toEqual(["Declined", "Settled"]);

      expect(await checkout.placedOrder("en", code, `${token.slice(0, -2)}xx`)).toBeNull();
      expect(await checkout.placedOrder("en", code, "")).toBeNull();
    });
  });
});
