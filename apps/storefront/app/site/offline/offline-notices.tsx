import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/translation-context.tsx";
import type { OfflineNotice } from "./service-worker-registration.ts";

/** Runs `task` once the browser is idle (or after a short wait where it has no idle callback). */
function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = requestIdleCallback(task, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 2000);
  return () => clearTimeout(timer);
}

/**
 * Registers the service worker when the browser is idle (its code is a chunk of its own) and shows
 * "a new version is available" with a reload button, or "this site now works offline".
 */
export function OfflineNotices() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<{ kind: OfflineNotice; activate?: () => void } | undefined>();
  useEffect(
    () =>
      whenIdle(() => {
        void import("./service-worker-registration.ts").then(({ registerServiceWorker }) =>
          registerServiceWorker((kind, activate) => setNotice({ kind, activate })),
        );
      }),
    [],
  );
  return (
    <div className="offline-notice" role="status" data-notice={notice?.kind}>
      {notice?.kind === "new-version" && (
        <p>
          {t("runtime.newVersion")}{" "}
          <button type="button" onClick={notice.activate ?? (() => location.reload())}>
            {t("runtime.reload")}
          </button>
        </p>
      )}
      {notice?.kind === "offline-ready" && (
        <p>
          {t("runtime.offlineReady")}{" "}
          <button type="button" onClick={() => setNotice(undefined)}>
            {t("runtime.close")}
          </button>
        </p>
      )}
    </div>
  );
}
