export type Timing = { name: string; ms: number; cpuMs?: number };
export declare function vitestFileTimes(report: unknown, root: string): Timing[];
export declare function playwrightTestTimes(report: unknown): Array<Timing & { file: string }>;
export declare function playwrightFileTimes(report: unknown): Timing[];
export declare function slowest(entries: Timing[], count?: number): Timing[];
export declare function formatDuration(ms: number): string;
export declare function timingTable(title: string, entries: Timing[]): string;
export declare function reapedChildrenCpuMs(statText: string): number;
