import { type ReactNode, useEffect, useId, useRef } from "react";

export type FieldProps = {
  label: string;
  /** The translated problem, shown next to the field and tied to it with aria-describedby. */
  problem?: string;
  hint?: string;
  required?: boolean;
  children: (props: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby": string | undefined;
    required: boolean;
  }) => ReactNode;
};

/** A labelled control with its hint and its problem announced with it. */
export function Field({ label, problem, hint, required = false, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hint ? hintId : "", problem ? problemId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="checkout-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="checkout-hint">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-invalid": !!problem, "aria-describedby": describedBy, required })}
      {problem ? (
        <p id={problemId} className="checkout-problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Moves focus to the first field marked invalid whenever `attempt` changes (each refused submit), so a
 * keyboard or screen-reader user lands on what to fix.
 */
export function useFocusFirstProblem(attempt: number) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return form;
}
