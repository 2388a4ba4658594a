import { z } from "zod";
import type { ContentHistory, EditorAuthor } from "./content-history.ts";
import type { EditorBackend } from "./decap-config.ts";

/** The author of local saves' commits unless EDITOR_AUTHOR_NAME and EDITOR_AUTHOR_EMAIL name a person. */
export const defaultAuthor: EditorAuthor = { name: "Hushling web team", email: "web-team@hushling.invalid" };

const settingsSchema = z
  .object({
    EDITOR_PORT: z.coerce.number().int().min(0).max(65535).default(8200),
    /** `local` writes this machine's files; `github` is the production set-up (docs/content-editing.md). */
    EDITOR_BACKEND: z.enum(["local", "github"]).default("local"),
    EDITOR_GITHUB_REPO: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, "owner/name of the repository")
      .optional(),
    /** The redirect server's JSON access logs for the scan chart, comma-separated. */
    EDITOR_ACCESS_LOGS: z.string().default(""),
    /** Who the commits of local saves name as their author. */
    EDITOR_AUTHOR_NAME: z.string().trim().min(1, "a name for the editor's commits").default(defaultAuthor.name),
    EDITOR_AUTHOR_EMAIL: z.email("an e-mail address for the editor's commits").default(defaultAuthor.email),
  })
  .refine((env) => env.EDITOR_BACKEND !== "github" || env.EDITOR_GITHUB_REPO, {
    path: ["EDITOR_GITHUB_REPO"],
    message: "EDITOR_BACKEND=github needs EDITOR_GITHUB_REPO (owner/name)",
  });

export type EditorSettings = { port: number; backend: EditorBackend; accessLogs: string[]; author: EditorAuthor };

/** The editor's settings from the environment, read once at the edge. */
export function readEditorSettings(env: Record<string, string | undefined>): EditorSettings {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"));
  }
  const settings = parsed.data;
  return {
    port: settings.EDITOR_PORT,
    backend:
      settings.EDITOR_BACKEND === "github" && settings.EDITOR_GITHUB_REPO
        ? { kind: "github", repo: settings.EDITOR_GITHUB_REPO }
        : { kind: "local" },
    accessLogs: settings.EDITOR_ACCESS_LOGS.split(",")
      .map((file) => file.trim())
      .filter(Boolean),
    author: { name: settings.EDITOR_AUTHOR_NAME, email: settings.EDITOR_AUTHOR_EMAIL },
  };
}

/** The start output's one line on where saves go. */
export function historyNote(history: ContentHistory): string {
  return history.kind === "git"
    ? "editor saves are committed (only the saved files) in the git checkout"
    : `editor saves write files without commits: ${history.reason}`;
}
