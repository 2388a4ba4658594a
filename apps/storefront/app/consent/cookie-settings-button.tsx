import "./cookie-settings-button.css";

/**
 * Reopens the consent preferences (in every page's footer). The banner's code is loaded after
 * hydration; a click before that waits for it.
 */
export function CookieSettingsButton({ label }: { label: string }) {
  const open = () => {
    void import("./consent-banner.ts").then((banner) => banner.showConsentPreferences());
  };
  return (
    <button type="button" className="cookie-settings" onClick={open}>
      {label}
    </button>
  );
}
