import { describe, expect, it } from "vitest";
import { freePort, shopQuery, startCommerce } from "./commerce-process.ts";
import { seededSqliteServer } from "./seeded-sqlite-suite.ts";
import { checkoutUpToPayment, payWithCard, ShopSession } from "./shop-session.ts";

/** Secrets of a production deployment (made up for the test); mail goes to a closed local port. */
const productionEnv = {
  COMMERCE_PROFILE: "production",
  COMMERCE_ADMIN_PASSWORD: "a-long-production-password",
  COMMERCE_COOKIE_SECRET: "a-production-cookie-secret-of-its-own",
  COMMERCE_SMTP_URL: "smtp://127.0.0.1:9",
  // Apollo itself hides stack traces when NODE_ENV is test (as under Vitest) or production: unset, the
  // profile alone must keep them out.
  NODE_ENV: "",
};

describe("the production profile", () => {
  const server = seededSqliteServer("production", productionEnv);

  // Every refused setting is named by the settings' unit tests; here the process itself refuses.
  it("does not start with the dev superadmin password", async () => {
    const start = startCommerce({
      ...productionEnv,
      COMMERCE_ADMIN_PASSWORD: "superadmin",
      COMMERCE_PORT: String(await freePort()),
    });
    await expect(start).rejects.toThrow(
      /exited with 1 before it was ready:[\s\S]*COMMERCE_ADMIN_PASSWORD: set a password of your own \(the dev password is refused in production\)/,
    );
  });

  it("has no introspection and no stack traces in GraphQL errors", async () => {
    const introspection = await shopQuery<unknown>(server.url, "us", "{ __schema { types { name } } }");
    expect(introspection.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
    const failing = await shopQuery<unknown>(server.url, "us", '{ product(slug: "baby-crib") { nonsense } }');
    expect(failing.errors?.length).toBeGreaterThan(0);
    const refused = (await fetch(`${server.url}/shop-api`, {
      method: "POST",
      headers: { "content-type": "application/json", "vendure-token": "us" },
      body: JSON.stringify({
        query: 'mutation { addItemToOrder(productVariantId: "1", quantity: -1) { __typename } }',
      }),
    }).then((response) => response.json())) as { errors: Array<{ extensions?: Record<string, unknown> }> };
    for (const error of [...(failing.errors ?? []), ...refused.errors]) {
      expect(JSON.stringify(error)).not.toMatch(/stacktrace|node_modules|\/dist\//);
    }
  });

  it("serves no dev mailbox and takes no test card payments", async () => {
    expect((await fetch(`${server.url}/mailbox`)).status).toBe(404);
    const found = await new ShopSession(server.url, "us").call<{ product: { variants: Array<{ id: string }> } }>(
      '{ product(slug: "bouncer-bliss") { variants { id } } }',
    );
    const shopper = new ShopSession(server.url, "us");
    const arranged = await checkoutUpToPayment(shopper, found.product.variants[0]?.id ?? "", "US");
    expect(arranged.state).toBe("ArrangingPayment");
    await expect(payWithCard(shopper, "test-card-us", "4242424242424242")).rejects.toThrow(
      /No PaymentMethodHandler with the code "hushling-test-card"/,
    );
  });

  it("grants CORS to the storefronts' registry hosts and not to local origins", async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/shop-api`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST" },
      }).then((response) => response.headers.get("access-control-allow-origin"));
    expect(await preflight("https://www.hushling.example")).toBe("https://www.hushling.example");
    expect(await preflight("http://us.localhost:8080")).toBeNull();
    expect(await preflight("http://localhost:3000")).toBeNull();
  });

  it("logs the admin user but never a production password", () => {
    expect(server.output()).toContain("commerce profile production");
    expect(server.output()).not.toContain(productionEnv.COMMERCE_ADMIN_PASSWORD);
  });
});
