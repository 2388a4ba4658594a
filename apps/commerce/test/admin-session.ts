/** The seeded superadmin's Admin API session (the dev credentials the server prints). */
export class AdminSession {
  private token: string | undefined;

  constructor(private readonly url: string) {}

  async call<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    this.token ??= await this.login();
    const response = await fetch(`${this.url}/admin-api`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (body.errors?.length || !body.data) {
      throw new Error(`admin: ${body.errors?.map((error) => error.message).join("; ") ?? "no data"}`);
    }
    return body.data;
  }

  private async login(): Promise<string> {
    const response = await fetch(`${this.url}/admin-api`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: 'mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }',
      }),
    });
    const token = response.headers.get("vendure-auth-token");
    if (!token) throw new Error(`admin login failed: ${await response.text()}`);
    return token;
  }
}

/** Every order row, active carts included. */
export async function countOrders(admin: AdminSession): Promise<number> {
  const data = await admin.call<{ orders: { totalItems: number } }>("{ orders(options: { take: 1 }) { totalItems } }");
  return data.orders.totalItems;
}

/** Sets a variant's stock on hand. */
export async function setStock(admin: AdminSession, variantId: string, stockOnHand: number): Promise<void> {
  const data = await admin.call<{ updateProductVariants: Array<{ stockOnHand: number }> }>(
    "mutation($id: ID!, $stock: Int!) { updateProductVariants(input: [{ id: $id, stockOnHand: $stock }]) { id stockOnHand } }",
    { id: variantId, stock: stockOnHand },
  );
  if (data.updateProductVariants[0]?.stockOnHand !== stockOnHand) throw new Error(JSON.stringify(data));
}

/** A variant's stock on hand and the units allocated to paid orders that are not shipped yet. */
export async function variantStock(
  admin: AdminSession,
  variantId: string,
): Promise<{ stockOnHand: number; stockAllocated: number }> {
  const data = await admin.call<{ productVariant: { stockOnHand: number; stockAllocated: number } }>(
    "query($id: ID!) { productVariant(id: $id) { stockOnHand stockAllocated } }",
    { id: variantId },
  );
  return data.productVariant;
}
