import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { apiKeys, startTestSearch } from "./search-fixture.ts";

/** `npm test` makes sure a PostgreSQL answers here (the machine's own, or a throwaway cluster). */
const url = process.env.COMMERCE_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const schema = `search_test_${process.pid}_${Date.now()}`;

afterAll(async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
});

describe("events on PostgreSQL", () => {
  it("keeps every event across a restart, as on SQLite", async () => {
    const search = await startTestSearch({ products: 30, database: { kind: "postgres", url, schema } });
    try {
      const select = (item: string) => [
        {
          event: "select_recs_list",
          event_version: "1.0.0",
          event_apikey: apiKeys.us,
          user_profile: { sessionId: "0b9f7b7e-2f1c-4a63-9a52-6a4b2c7d8e9f" },
          event_data: { list_id: "home", list_logic: "TRENDING", items: [{ item_id: item }] },
        },
      ];
      expect((await search.post(search.paths.eventsV2, select("cradle-harmony"))).status).toBe(202);
      expect((await search.post(search.paths.eventsV2, select("bouncer-harmony"))).status).toBe(202);
      await search.restart();
      const { body } = await search.search({
        context: { apiKeys: [apiKeys.us] },
        recordQueries: [
          {
            id: "v",
            typeOfRequest: "RECS_ALSO_VIEWED",
            settings: {
              context: { sourceObjects: [{ typeOfRecord: "KLEVU_PRODUCT", records: [{ id: "cradle-harmony" }] }] },
            },
          },
        ],
      });
      expect(body.queryResults[0]?.records.map((record) => record.id)).toEqual(["bouncer-harmony"]);
    } finally {
      await search.close();
    }
  });
});
