import type { EntityManager } from "typeorm";

/**
 * PostgreSQL's codes for a lock wait given up: it outlasted `lock_timeout`, or waited in a cycle the
 * deadlock detector broke. Either way the locks went elsewhere and a retry may pass.
 */
const lockWaitGivenUp = new Set(["55P03", "40P01"]);

const savepoint = "checkout_guard_locks";

function isLockWaitGivenUp(error: unknown): boolean {
  const { code, driverError } = error as { code?: string; driverError?: { code?: string } };
  return lockWaitGivenUp.has(code ?? "") || lockWaitGivenUp.has(driverError?.code ?? "");
}

/**
 * Runs `work` (which takes row locks) in the transaction of `manager`, waiting at most `timeoutMs` for
 * each lock. A wait that runs out is rolled back to a savepoint, so the transaction stays usable (the
 * caller declines the payment in it) and the locks taken so far are given up; `locked` is false.
 * Later statements of the transaction wait as long as they need again: a payment already charged
 * must not fail on a timeout meant for the check before it.
 */
export async function withLockTimeout<T>(
  manager: EntityManager,
  timeoutMs: number,
  work: () => Promise<T>,
): Promise<{ locked: true; value: T } | { locked: false }> {
  await manager.query(`SAVEPOINT ${savepoint}`);
  try {
    await manager.query("SELECT set_config('lock_timeout', $1, true)", [`${Math.round(timeoutMs)}ms`]);
    const value = await work();
    await manager.query("SET LOCAL lock_timeout TO DEFAULT");
    await manager.query(`RELEASE SAVEPOINT ${savepoint}`);
    return { locked: true, value };
  } catch (error) {
    // Rolling back to the savepoint also undoes the lock_timeout set after it.
    await manager.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
    if (isLockWaitGivenUp(error)) return { locked: false };
    throw error;
  }
}
