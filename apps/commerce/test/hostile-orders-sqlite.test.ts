import { request } from "node:http";
import { emailAddressRefusals } from "@hushling/shop-api";
import { beforeAll, describe, expect, it } from "vitest";
import { giftMessageWithoutLine } from "../src/plugins/gift-message/gift-message-rules.ts";
import { testCards } from "../src/plugins/test-payment/test-cards.ts";
import { AdminSession } from "./admin-session.ts";
import { waitForIdleJobs } from "./commerce-process.ts";
import { mailboxRecipients } from "./dev-mailbox.ts";
import { seededSqliteServer } from "./seeded-sqlite-suite.ts";
import { checkoutUpToPayment, orderResultFields, payWithCard, type ShopOrder, ShopSession } from "./shop-session.ts";

/** Low limits for this server, so the throttles can be reached in a few requests. */
const registrationsPerAddress = 3;
const newCartsPerAddress = 25;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A GET with exactly these headers (fetch will not send a Host header of our choosing). */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function variantOf(url: string, slug: string): Promise<string> {
  const found = await new ShopSession(url, "us").call<{ product: { variants: Array<{ id: string }> } }>(
    `{ product(slug: "${slug}") { variants { id } } }`,
  );
  return found.product.variants[0]?.id ?? "";
}

const setGiftMessage = (session: ShopSession, message: string) =>
  session.call<{ setOrderCustomFields: ShopOrder }>(
    `mutation($message: String) { setOrderCustomFields(input: { customFields: { giftMessage: $message } }) { ${orderResultFields} } }`,
    { message },
  );

describe("orders and customers against a hostile client (SQLite)", () => {
  const server = seededSqliteServer("hostile-orders", {
    COMMERCE_REGISTRATIONS_PER_ADDRESS: String(registrationsPerAddress),
    COMMERCE_NEW_CARTS_PER_ADDRESS: String(newCartsPerAddress),
    // As behind a load balancer: the test client stands in for it, adding X-Forwarded-For where asked.
    COMMERCE_FORWARDED_HOPS: "1",
  });
  let blissVariantId = "";
  let giftCardVariantId = "";

  beforeAll(async () => {
    blissVariantId = await variantOf(server.url, "bouncer-bliss");
    giftCardVariantId = await variantOf(server.url, "gift-message");
    expect(giftCardVariantId).not.toBe("");
  });

  it("takes a gift message only with its card line, and removes it with the line", async () => {
    const shopper = new ShopSession(server.url, "us");
    await shopper.client.addToOrder(blissVariantId, 1);
    await expect(setGiftMessage(shopper, "Welcome, little one!")).rejects.toThrow(giftMessageWithoutLine);
    expect((await shopper.client.activeOrder())?.customFields?.giftMessage ?? null).toBeNull();

    const withCard = await shopper.client.addToOrder(giftCardVariantId, 1);
    const cardLine = withCard.ok
      ? withCard.order.lines.find((line) => line.productVariant.id === giftCardVariantId)
      : undefined;
    expect(cardLine).toBeDefined();
    const set = await setGiftMessage(shopper, "Welcome, little one!");
    expect(set.setOrderCustomFields.customFields?.giftMessage).toBe("Welcome, little one!");

    const removed = await shopper.client.removeLine(cardLine?.id ?? "");
    expect(removed.ok && removed.order.customFields?.giftMessage).toBeNull();
    expect((await shopper.client.activeOrder())?.customFields?.giftMessage ?? null).toBeNull();
    // Clearing the message needs no card.
    expect((await setGiftMessage(shopper, "")).setOrderCustomFields.customFields?.giftMessage || null).toBeNull();
  });

  it("refuses every e-mail value that is not one address, and sets no customer", async () => {
    const shopper = new ShopSession(server.url, "us");
    await shopper.client.addToOrder(blissVariantId, 1);
    const cases: Array<[string, string]> = [
      ["a@x.example, b@y.example", emailAddressRefusals.list],
      ["c@x.example\r\nBcc: d@x.example", emailAddressRefusals.lineBreak],
      ["not-an-email", emailAddressRefusals.format],
      ["Sam <sam@example.com>", emailAddressRefusals.format],
      ["", emailAddressRefusals.empty],
    ];
    for (const [emailAddress, refusal] of cases) {
      const answer = await shopper.client.setCustomer({ emailAddress, firstName: "Sam", lastName: "Rivera" });
      expect(answer.ok, JSON.stringify(emailAddress)).toBe(false);
      if (answer.ok) continue;
      expect(answer.error.__typename).toBe("GuestCheckoutError");
      expect(answer.message).toContain(refusal);
    }
    expect((await shopper.client.activeOrder())?.customer ?? null).toBeNull();
    const good = await shopper.client.setCustomer({
      emailAddress: " Sam.Rivera@Example.com ",
      firstName: "Sam",
      lastName: "Rivera",
    });
    expect(good.ok && good.order.customer?.emailAddress).toBe("sam.rivera@example.com");
  });

  it("never renames an existing customer from a stranger's guest checkout", async () => {
    const emailAddress = "first.guest@example.com";
    const first = new ShopSession(server.url, "us");
    await checkoutUpToPayment(first, blissVariantId, "US", 1, {
      emailAddress,
      firstName: "Alex",
      lastName: "Original",
    });
    expect((await payWithCard(first, "test-card-us", testCards.success)).state).toBe("PaymentSettled");

    const stranger = new ShopSession(server.url, "us");
    const arranged = await checkoutUpToPayment(stranger, blissVariantId, "US", 1, {
      emailAddress,
      firstName: "Mallory",
      lastName: "Renamed",
    });
    expect(arranged.state).toBe("ArrangingPayment");
    const found = await new AdminSession(server.url).call<{
      customers: { items: Array<{ firstName: string; lastName: string; addresses: Array<{ streetLine1: string }> }> };
    }>(
      `query($email: String!) { customers(options: { filter: { emailAddress: { eq: $email } } }) { items { firstName lastName addresses { streetLine1 } } } }`,
      { email: emailAddress },
    );
    expect(found.customers.items.map(({ firstName, lastName }) => `${firstName} ${lastName}`)).toEqual([
      "Alex Original",
    ]);
  });

  it("answers the dev mailbox on loopback Host names only, with no CORS grant", async () => {
    const port = new URL(server.url).port;
    const list = `${server.url}/mailbox/list`;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, "localhost"]) {
      expect((await get(list, { host })).status, host).not.toBe(403);
    }
    for (const host of [
      `evil.example:${port}`,
      "evil.example",
      `127.0.0.1.evil.example:${port}`,
      `us.localhost:${port}`,
    ]) {
      const refused = await get(list, { host });
      expect(refused.status, host).toBe(403);
      expect(refused.body).toMatch(/^The development mailbox answers on localhost only/);
    }
    const fromStorefront = await get(list, { host: `127.0.0.1:${port}`, origin: "http://us.localhost:8080" });
    expect(fromStorefront.headers["access-control-allow-origin"]).toBeUndefined();
    expect(fromStorefront.headers["access-control-allow-credentials"]).toBeUndefined();
    const preflight = await fetch(list, {
      method: "OPTIONS",
      headers: { origin: "http://us.localhost:8080", "access-control-request-method": "GET" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    // The APIs keep their grant to the storefronts, with the session header exposed.
    const api = await fetch(`${server.url}/shop-api`, {
      method: "OPTIONS",
      headers: { origin: "http://us.localhost:8080", "access-control-request-method": "POST" },
    });
    expect(api.headers.get("access-control-allow-origin")).toBe("http://us.localhost:8080");
    const answered = await fetch(`${server.url}/shop-api`, {
      method: "POST",
      headers: { origin: "http://us.localhost:8080", "content-type": "application/json", "vendure-token": "us" },
      body: JSON.stringify({ query: "{ activeChannel { code } }" }),
    });
    expect(answered.headers.get("access-control-expose-headers")).toContain("vendure-auth-token");
  });

  it("throttles account registrations per address, checks their e-mail and sends no link to a missing page", async () => {
    const register = (emailAddress: string) =>
      new ShopSession(server.url, "us").call<{ registerCustomerAccount: { __typename: string } }>(
        `mutation($email: String!) { registerCustomerAccount(input: { emailAddress: $email, firstName: "Sam", lastName: "Rivera" }) { __typename } }`,
        { email: emailAddress },
      );
    await expect(register("a@x.example, b@y.example")).rejects.toThrow(emailAddressRefusals.list);
    for (let index = 0; index < registrationsPerAddress; index += 1) {
      expect((await register(`sign-up-${index}@example.com`)).registerCustomerAccount.__typename).toBe("Success");
    }
    await expect(register("one-too-many@example.com")).rejects.toThrow(
      /Too many account registrations from this address: try again in \d+ minutes?/,
    );
    // Vendure's verification email links to an account page the storefronts lack: none is sent.
    await waitForIdleJobs(server.url);
    expect((await mailboxRecipients(server.url)).filter((recipient) => recipient.startsWith("sign-up-"))).toEqual([]);
  });

  it("throttles new carts per address, and a session with a cart keeps shopping", async () => {
    const regular = new ShopSession(server.url, "us");
    await regular.client.addToOrder(blissVariantId, 1);
    let refusal: Error | undefined;
    for (let attempt = 0; attempt <= newCartsPerAddress && !refusal; attempt += 1) {
      await new ShopSession(server.url, "us").client.addToOrder(blissVariantId, 1).catch((error: Error) => {
        refusal = error;
      });
    }
    expect(refusal?.message).toMatch(/Too many new carts from this address: try again in \d+ minutes?/);
    const more = await regular.client.addToOrder(blissVariantId, 1);
    expect(more.ok && more.order.totalQuantity).toBe(2);
  });

  it("behind a load balancer counts each shopper's forwarded address, not the balancer's", async () => {
    // The test above used up the loopback address's new carts; a shopper the balancer forwards has their own.
    const forwarded = (address: string) =>
      new ShopSession(server.url, "us", "en", (input, init) =>
        fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": address } }),
      );
    const shopper = await forwarded("203.0.113.7").client.addToOrder(blissVariantId, 1);
    expect(shopper.ok).toBe(true);
    await expect(new ShopSession(server.url, "us").client.addToOrder(blissVariantId, 1)).rejects.toThrow(
      /Too many new carts from this address/,
    );
  });
});
