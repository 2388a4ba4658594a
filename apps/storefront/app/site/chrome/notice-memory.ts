/** Where the text of the notice the visitor hid is remembered; a new notice shows again. */
const hiddenNoticeKey = "hushling.hiddenNotice";

export function rememberHiddenNotice(text: string): void {
  try {
    localStorage.setItem(hiddenNoticeKey, text);
  } catch {
    // Without storage the notice shows again on the next page load.
  }
}

export function isNoticeHidden(text: string): boolean {
  try {
    return localStorage.getItem(hiddenNoticeKey) === text;
  } catch {
    return false;
  }
}

/**
 * Runs where the prerendered notice bar is parsed, before it is painted: hides a notice the visitor
 * already hid, so it does not flash until the page's JavaScript starts.
 */
export const hideRememberedNoticeScript = `try{var n=document.currentScript.previousElementSibling;if(localStorage.getItem(${JSON.stringify(hiddenNoticeKey)})===n.dataset.notice)n.hidden=true}catch(e){}`;
