import { request } from "node:http";
import { freePort, nginxInstalled, nginxMissingMessage, startNginx } from "@hushling/links-server/nginx-process";
import { hostContentSecurityPolicy, hostPolicySettings, storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { hostPolicyEnvironment, hostPolicyFiles } from "../src/index.ts";

const settings = hostPolicySettings(
  hostPolicyEnvironment({
    CSP_SHOP_API_ORIGIN: "https://shop.hushling.example",
    CSP_SEARCH_ORIGINS: "https://search.hushling.example, https://insights.hushling.example",
  }),
);
const policy = hostContentSecurityPolicy(settings);

describe("the host policy files", () => {
  it("reads its settings from CSP_* variables and names the missing one", () => {
    expect(settings.searchOrigins).toEqual(["https://search.hushling.example", "https://insights.hushling.example"]);
    expect(() => hostPolicyEnvironment({})).toThrow("CSP_SHOP_API_ORIGIN");
    expect(
      hostPolicyEnvironment({ CSP_SHOP_API_ORIGIN: "https://s.example", CSP_VIDEO_PLAYER_ORIGINS: "none" }),
    ).toEqual({
      shopApiOrigin: "https://s.example",
      videoPlayerOrigins: [],
    });
  });

  it("writes one nginx snippet and one _headers file per storefront, each carrying the one policy", () => {
    const files = hostPolicyFiles(storefrontRegistry, settings);
    expect(files.map((file) => file.storefront)).toEqual(
      storefrontRegistry.storefronts.map((storefront) => storefront.id),
    );
    for (const file of files) {
      expect(file.nginx).toContain(`add_header Content-Security-Policy "${policy}" always;`);
      expect(file.netlifyHeaders).toMatch(
        new RegExp(`\\n/\\*\\n  Content-Security-Policy: ${policy.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n$`),
      );
    }
  });

  it.skipIf(!nginxInstalled() && process.env.CI !== "true")("is a snippet nginx loads and sends as is", async () => {
    if (!nginxInstalled()) throw new Error(nginxMissingMessage);
    const snippet = hostPolicyFiles(storefrontRegistry, settings)[0]?.nginx ?? "";
    const port = await freePort();
    const nginx = await startNginx(
      `server {\n  listen 127.0.0.1:${port};\n${snippet}\n  location / { return 200 "ok"; }\n}\n`,
      port,
    );
    try {
      const sent = await new Promise<string | undefined>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path: "/" }, (response) => {
          response.resume();
          resolve(response.headers["content-security-policy"] as string | undefined);
        })
          .on("error", reject)
          .end();
      });
      expect(sent).toBe(policy);
    } finally {
      await nginx.stop();
    }
  });
});
