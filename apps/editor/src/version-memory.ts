/**
 * The versions of content files the editor has handed out or written, by id (the sha256 of the text), so
 * that a save can be put together with what changed since the version its form was loaded from. Bounded:
 * past `maxCharacters` the versions handed out longest ago are forgotten (a save from one of those is refused).
 */
export function versionMemory(maxCharacters = 32 * 1024 * 1024) {
  const versions = new Map<string, string>();
  let characters = 0;
  return {
    remember(id: string, text: string): void {
      if (versions.delete(id)) characters -= text.length;
      versions.set(id, text);
      characters += text.length;
      for (const [oldest, old] of versions) {
        if (characters <= maxCharacters) break;
        versions.delete(oldest);
        characters -= old.length;
      }
    },
    recall(id: string): string | undefined {
      return versions.get(id);
    },
  };
}

export type VersionMemory = ReturnType<typeof versionMemory>;
