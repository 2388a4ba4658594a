import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { servedAtOwnAddress } from "./site/routing/status-page-kind.ts";

// A static host answers every unknown address with 404.html. Its markup was rendered for /404/, so
// React would not match it elsewhere; there it stays the plain page it is (its links still work).
if (servedAtOwnAddress(document.documentElement.dataset.statusDocument, window.location.pathname)) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
