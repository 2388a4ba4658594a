import { checkGiftMessage, giftMessageMaxLength, type ShopOrder } from "@hushling/shop-api";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "../i18n/translation-context.tsx";
import { useSiteData } from "../site/routing/site-data.ts";
import { useSiteState } from "../site/state/site-state-provider.tsx";
import { addToCart, type CartChange, type CartFailure, removeCartLine, setGiftMessage } from "./cart-session.ts";
import type { GiftAddOn } from "./gift-add-on.ts";
import "./gift-options.css";

/**
 * The cart's gift options: a gift box (an order line of the gift-box product) and a gift message (the
 * order's `giftMessage` field, with a line of the gift-message product for the card). The message is
 * checked against commerce's limit as it is typed; nothing typed is cut off or lost.
 */
export function GiftOptions({ order }: { order: ShopOrder }) {
  const { t, language } = useTranslation();
  const { giftAddOns } = useSiteData();
  const { state, restore } = useSiteState();
  const { box, message } = giftAddOns;
  const id = useId();
  const [text, setText] = useState(order.customFields?.giftMessage ?? "");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<CartFailure | null>(null);
  const [showTooLong, setShowTooLong] = useState(false);
  // The box as the shopper last clicked it, shown until the cart has answered (then the cart's lines say).
  const [boxClicked, setBoxClicked] = useState<boolean | null>(null);

  useEffect(() => {
    if (box && !state.giftBoxProduct) restore({ type: "setGiftBoxProduct", product: siteProduct(box) });
    if (message && !state.giftMessageProduct) restore({ type: "setGiftMessageProduct", product: siteProduct(message) });
  }, [box, message, state.giftBoxProduct, state.giftMessageProduct, restore]);

  if (!box && !message) return null;
  const lineOf = (addOn: GiftAddOn | null) =>
    addOn ? order.lines.find((line) => line.productVariant.id === addOn.variantId) : undefined;
  const boxLine = lineOf(box);
  const messageLine = lineOf(message);
  const saved = order.customFields?.giftMessage ?? "";
  const checked = checkGiftMessage(text);
  const tooLong = checked.tooLongBy > 0;

  const run = async (steps: (() => Promise<CartChange>)[], done: string) => {
    setBusy(true);
    setFailure(null);
    setStatus("");
    try {
      for (const step of steps) {
        const result = await step();
        if (!result.ok) {
          setFailure(result.failure);
          return;
        }
      }
      setStatus(done);
    } finally {
      setBusy(false);
    }
  };

  const toggleBox = async () => {
    if (!box) return;
    setBoxClicked(!boxLine);
    if (boxLine) await run([() => removeCartLine(language, boxLine.id)], t("gifts.boxRemoved"));
    else await run([() => addToCart(language, box.variantId, 1)], t("gifts.boxAdded"));
    setBoxClicked(null);
  };

  const saveMessage = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) {
      setShowTooLong(true);
      return;
    }
    // The card is a product of its own: one line while there is a message, none without. Commerce takes
    // a message only once the card's line is in the order, so the line comes first.
    const steps: (() => Promise<CartChange>)[] = [];
    if (message && checked.message && !messageLine) steps.push(() => addToCart(language, message.variantId, 1));
    steps.push(() => setGiftMessage(language, checked.message));
    if (!checked.message && messageLine) steps.push(() => removeCartLine(language, messageLine.id));
    run(steps, t(checked.message ? "gifts.saved" : "gifts.removed"));
  };

  const removeMessage = () => {
    setText("");
    setShowTooLong(false);
    const steps: (() => Promise<CartChange>)[] = [() => setGiftMessage(language, "")];
    if (messageLine) steps.push(() => removeCartLine(language, messageLine.id));
    run(steps, t("gifts.removed"));
  };

  const errorShown = tooLong && (showTooLong || text.length > giftMessageMaxLength);
  return (
    <section className="gift-options" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="gift-options-heading">
        {t("gifts.heading")}
      </h2>
      {box ? (
        <label className="gift-box-choice">
          <input type="checkbox" checked={boxClicked ?? Boolean(boxLine)} disabled={busy} onChange={toggleBox} />{" "}
          {t("gifts.box", { name: box.name, price: box.price })}
        </label>
      ) : null}
      {message ? (
        <form className="gift-message" onSubmit={saveMessage} noValidate>
          <label htmlFor={`${id}-message`}>{t("gifts.messageLabel")}</label>
          <p id={`${id}-hint`} className="gift-message-hint">
            {t("gifts.messageHint", { price: message.price, max: giftMessageMaxLength })}
          </p>
          <textarea
            id={`${id}-message`}
            name="giftMessage"
            rows={3}
            value={text}
            aria-invalid={errorShown}
            aria-describedby={`${id}-hint ${id}-counter${errorShown ? ` ${id}-error` : ""}`}
            onChange={(event) => {
              setText(event.target.value);
              setStatus("");
            }}
          />
          <p id={`${id}-counter`} className="gift-message-counter" data-over={tooLong}>
            {t("gifts.counter", { count: checked.length, max: giftMessageMaxLength })}
          </p>
          <p id={`${id}-error`} className="gift-message-error" role="alert">
            {errorShown ? t("gifts.tooLong", { max: giftMessageMaxLength, over: checked.tooLongBy }) : null}
          </p>
          <div className="gift-message-actions">
            <button type="submit" disabled={busy} aria-busy={busy}>
              {t("gifts.save")}
            </button>
            {saved ? (
              <button type="button" disabled={busy} onClick={removeMessage}>
                {t("gifts.remove")}
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
      <p className="gift-options-status" role="status">
        {failure ? t(`cart.errors.${failure}`) : status}
      </p>
    </section>
  );
}

const siteProduct = (addOn: GiftAddOn) => ({ key: addOn.key, name: addOn.name, price: addOn.price });
