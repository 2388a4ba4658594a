export { type ContentHistory, contentHistory, type EditorAuthor } from "./content-history.ts";
export { type ContentStore, contentStore } from "./content-store.ts";
export { type EditorBackend, mediaFolder } from "./decap-config.ts";
export { type EditorOptions, type RunningEditor, startEditor } from "./editor-server.ts";
export { type EditorSettings, historyNote, readEditorSettings } from "./editor-settings.ts";
