import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { compileSiteSettings } from "./page-harness.tsx";

type CheckoutDraftStorage = typeof import("../../app/checkout/checkout-draft.ts");
type DraftKey = typeof import("../../app/checkout/checkout-draft-key.ts");
type CartStore = typeof import("../../app/cart/cart-store.ts");

const draftKey = "hushling-checkout-us";
const countKey = "hushling-cart-count-us";

/** What a blocked storage does in a browser (private mode, storage switched off): every call throws. */
function blockStorage() {
  const blocked = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  for (const method of ["getItem", "setItem", "removeItem"] as const) {
    vi.spyOn(Storage.prototype, method).mockImplementation(blocked);
  }
}

/**
 * What the storefront keeps in the browser's localStorage (us): the checkout draft and the cart's count.
 * Stored data outlives builds and can be edited by hand, so every read must survive what it finds.
 */
describe("the storefront's browser storage", () => {
  let drafts: CheckoutDraftStorage;
  let draftEmail: DraftKey;

  /** A fresh page load of the storage modules (cart-store remembers its snapshot per load). */
  async function loadCartStore(): Promise<CartStore> {
    vi.resetModules();
    return import("../../app/cart/cart-store.ts");
  }

  beforeAll(async () => {
    compileSiteSettings({ STOREFRONT: "us" });
    drafts = await import("../../app/checkout/checkout-draft.ts");
    draftEmail = await import("../../app/checkout/checkout-draft-key.ts");
  });
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  describe("the checkout draft", () => {
    const draft = {
      step: "shipping" as const,
      emailAddress: "parent@example.com",
      address: { countryCode: "US", fullName: "Sam Rivera", postalCode: "11201" },
      shippingMethodId: "2",
    };

    it("is kept per storefront and read back as written, then cleared once the order is placed", () => {
      expect(draftEmail.draftKey).toBe(draftKey);
      drafts.writeDraft(draft);
      expect(drafts.readDraft()).toEqual(draft);
      expect(draftEmail.draftEmailAddress()).toBe("parent@example.com");
      drafts.clearDraft();
      expect(localStorage.getItem(draftKey)).toBeNull();
      expect(drafts.readDraft()).toBeUndefined();
      expect(draftEmail.draftEmailAddress()).toBeUndefined();
    });

    it("is none when what is stored cannot be a draft", () => {
      for (const stored of ["{", "null", "42", '"text"', "[]", "{}", '{"address":"x"}', '{"address":{"city":"X"}}']) {
        localStorage.setItem(draftKey, stored);
        expect(drafts.readDraft(), stored).toBeUndefined();
      }
    });

    it("keeps only the text of a hand-edited or older draft, and starts an unknown step at contact", () => {
      localStorage.setItem(
        draftKey,
        JSON.stringify({
          step: "__proto__",
          emailAddress: 42,
          address: { countryCode: "US", city: "Brooklyn", postalCode: 11201, province: { name: "NY" } },
          shippingMethodId: null,
          cardNumber: "4242424242424242",
        }),
      );
      expect(drafts.readDraft()).toEqual({
        step: "contact",
        emailAddress: "",
        address: { countryCode: "US", city: "Brooklyn" },
        shippingMethodId: "",
      });
      expect(draftEmail.draftEmailAddress()).toBeUndefined();
    });

    it("never fails the page when storage is blocked: nothing is read, written or cleared", () => {
      blockStorage();
      expect(() => drafts.writeDraft(draft)).not.toThrow();
      expect(drafts.readDraft()).toBeUndefined();
      expect(draftEmail.draftEmailAddress()).toBeUndefined();
      expect(() => drafts.clearDraft()).not.toThrow();
    });
  });

  describe("the cart's count", () => {
    const order = { totalQuantity: 3 } as Parameters<CartStore["publishOrder"]>[0];

    it("is remembered on every answer, so the next page's header shows it before the cart is read", async () => {
      const store = await loadCartStore();
      const heard: number[] = [];
      const stop = store.subscribeToCart(() => heard.push(store.cartSnapshot().count));
      store.publishOrder(order);
      store.publishOrder(null);
      store.publishOrder(order);
      stop();
      store.publishOrder(null);
      expect(heard).toEqual([3, 0, 3]);
      expect(localStorage.getItem(countKey)).toBe("0");

      store.publishOrder(order);
      const next = await loadCartStore();
      expect(next.cartSnapshot()).toEqual({ order: undefined, count: 3 });
    });

    it("is the server's own empty snapshot when none or a malformed count is stored, so hydration matches", async () => {
      for (const stored of [null, "0", "-2", "2.5", "abc", "1e3x", ""]) {
        if (stored === null) localStorage.removeItem(countKey);
        else localStorage.setItem(countKey, stored);
        const store = await loadCartStore();
        expect(store.cartSnapshot(), String(stored)).toBe(store.cartServerSnapshot());
      }
    });

    it("lives for the page only when storage is blocked", async () => {
      blockStorage();
      const store = await loadCartStore();
      expect(store.cartSnapshot()).toBe(store.cartServerSnapshot());
      expect(() => store.publishOrder(order)).not.toThrow();
      expect(store.cartSnapshot().count).toBe(3);
    });
  });
});
