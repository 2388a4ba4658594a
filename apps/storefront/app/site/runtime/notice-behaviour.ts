import { useEffect } from "react";
import { useLocation } from "react-router";
import { useSiteState } from "../state/site-state-provider.tsx";
import { boxesOverlap, noticeSelector, toastMs, uncoveredSelector } from "./notice-rules.ts";

/**
 * The toaster's card closes by itself after `toastMs`, waits while it is pointed at or holds focus (and
 * starts again when left), and never follows the shopper to another page.
 */
export function useToasterLifetime() {
  const { state, dispatch } = useSiteState();
  const shown = state.toasterProduct;
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the reason to close it
  useEffect(() => {
    dispatch({ type: "setToasterProduct", product: undefined });
  }, [pathname]);
  useEffect(() => {
    const toaster = document.querySelector<HTMLElement>(".toaster");
    if (!shown || !toaster) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const close = () => dispatch({ type: "setToasterProduct", product: undefined });
    const hold = () => clearTimeout(timer);
    const start = () => {
      clearTimeout(timer);
      if (!toaster.matches(":hover") && !toaster.contains(document.activeElement)) timer = setTimeout(close, toastMs);
    };
    const leave = (event: FocusEvent) => {
      if (!toaster.contains(event.relatedTarget as Node | null)) start();
    };
    start();
    toaster.addEventListener("pointerenter", hold);
    toaster.addEventListener("pointerleave", start);
    toaster.addEventListener("focusin", hold);
    toaster.addEventListener("focusout", leave);
    return () => {
      clearTimeout(timer);
      toaster.removeEventListener("pointerenter", hold);
      toaster.removeEventListener("pointerleave", start);
      toaster.removeEventListener("focusin", hold);
      toaster.removeEventListener("focusout", leave);
    };
  }, [shown, dispatch]);
}

/**
 * Notices stand at the foot of the screen unless one would cover the focused field or a primary button
 * there; then the whole stack stands at the top instead. Checked when focus moves, the page scrolls or
 * resizes, and a notice comes or goes.
 */
export function useNoticesClearOfControls() {
  useEffect(() => {
    const stack = document.querySelector<HTMLElement>(".notice-stack");
    if (!stack) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      stack.classList.remove("notice-stack-top");
      const notices = [...stack.querySelectorAll(noticeSelector)].map((notice) => notice.getBoundingClientRect());
      if (!notices.length) return;
      const focused = document.activeElement;
      const controls = [...document.querySelectorAll(uncoveredSelector)];
      if (focused && focused !== document.body && !stack.contains(focused)) controls.push(focused);
      const covered = controls.some((control) => {
        const box = control.getBoundingClientRect();
        return notices.some((notice) => boxesOverlap(notice, box));
      });
      stack.classList.toggle("notice-stack-top", covered);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(place);
    };
    const changes = new MutationObserver(schedule);
    changes.observe(stack, { childList: true, subtree: true, characterData: true });
    document.addEventListener("focusin", schedule);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      document.removeEventListener("focusin", schedule);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);
}
