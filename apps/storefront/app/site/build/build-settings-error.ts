/** A build setting is missing or malformed; the message names the variable and what it expects. */
export class BuildSettingsError extends Error {
  override name = "BuildSettingsError";
}
