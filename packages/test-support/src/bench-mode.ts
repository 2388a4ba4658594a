/**
 * `--quick`, which every bench takes (`npm run bench -w <workspace> -- --quick`): each part runs once at
 * the smallest load that still takes the real path, so a test can start the bench as the docs write it.
 * Such a run proves the bench works; its figures measure nothing and never go into BENCHMARKS.md.
 */
export const quickFlag = "--quick";

/** Whether a bench's command-line arguments ask for a quick run; read once, where the bench starts. */
export function isQuickRun(args: readonly string[]): boolean {
  return args.includes(quickFlag);
}

/** The line a quick run prints before its report, so its figures are not taken for measurements. */
export const quickRunNote =
  "Quick run (--quick): every part once at the smallest load; the figures show the bench works and are not for BENCHMARKS.md.";
