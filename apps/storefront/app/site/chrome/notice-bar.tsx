import { useEffect } from "react";
import { useTranslation } from "../../i18n/translation-context.tsx";
import { useSiteState } from "../state/site-state-provider.tsx";
import { hideRememberedNoticeScript, isNoticeHidden } from "./notice-memory.ts";

/** The notice bar; hidden by the visitor, it stays hidden on every page and visit until the text changes. */
export function NoticeBar({ text }: { text: string }) {
  const { t } = useTranslation();
  const { state, restore, dispatch } = useSiteState();
  useEffect(() => {
    if (isNoticeHidden(text)) restore({ type: "hideNoticeBar" });
  }, [text, restore]);
  if (state.hideNoticeBar) return null;
  return (
    <>
      <div className="notice-bar" data-notice={text}>
        <p>{text}</p>
        <button type="button" onClick={() => dispatch({ type: "hideNoticeBar" })} aria-label={t("site.noticeBarClose")}>
          ×
        </button>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours; the notice text is read from the DOM */}
      <script dangerouslySetInnerHTML={{ __html: hideRememberedNoticeScript }} />
    </>
  );
}
