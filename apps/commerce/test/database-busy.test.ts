import { describe, expect, it } from "vitest";
import { databaseBusyAsRetryable, shopBusyMessage } from "../src/api-protection/database-busy.ts";

type Errors = Array<{ message: string; extensions?: Record<string, unknown> }>;

/** The plugin's response hook run on one single-result response with `errors`. */
async function answered(errors: Errors): Promise<Errors> {
  const response = { body: { kind: "single" as const, singleResult: { errors } } };
  const hooks = await databaseBusyAsRetryable.requestDidStart?.({} as never);
  await hooks?.willSendResponse?.({ response } as never);
  return response.body.singleResult.errors;
}

describe("a pool wait that ran out", () => {
  it("is answered as the retryable SHOP_BUSY error; other errors stay as they were", async () => {
    const errors = await answered([
      { message: "timeout exceeded when trying to connect", extensions: { code: "INTERNAL_SERVER_ERROR" } },
      { message: "Variable $id is invalid", extensions: { code: "BAD_USER_INPUT" } },
    ]);
    expect(errors).toEqual([
      { message: shopBusyMessage, extensions: { code: "SHOP_BUSY" } },
      { message: "Variable $id is invalid", extensions: { code: "BAD_USER_INPUT" } },
    ]);
  });
});
