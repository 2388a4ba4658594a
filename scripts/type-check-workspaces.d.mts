export declare const checkedByRoot: string[];
export declare function workspaces(root: string): Array<{
  dir: string;
  manifest: { name: string; scripts?: Record<string, string> };
}>;
export declare function ownTypeChecks(root: string): string[];
