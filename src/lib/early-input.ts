import { flushSync } from "react-dom";

/**
 * What a person types and sends before the page's scripts have run (README "App shell").
 *
 * On a slow network the page's HTML paints seconds before its JavaScript arrives, and a form looks
 * ready: people type, and tap "Sign in". Without help the browser then sends the form itself (a
 * POST that reloads the page: everything typed is gone, without a word), and what was typed
 * before hydration never reaches the form's state (React and Mantine only learn of later input),
 * so the form says "Enter your email address" next to an email address.
 *
 * A tap on any other button (a bingo cell, "Join", the menu) does nothing at all before the
 * scripts: the person taps again, or gives up.
 *
 * Two halves:
 * - `EARLY_INPUT_SCRIPT`, inline in every page's `<head>` (src/pages/_document.tsx, with the
 *   response's CSP nonce): until the app says it is ready, a form sent is held (not sent by the
 *   browser, not seen by React) and its button shows it is busy; a button tapped is held the same
 *   way, once however often it is tapped;
 * - `takeOverEarlyInput`, run by ShellEffects once the page has hydrated: it marks the app ready,
 *   gives every field changed before then to the form's state (as if typed now: React's own
 *   `onChange`), taps each held button once more in the order they were tapped, and sends each
 *   held form again, the way it was sent (the same button).
 */

/** On `<html>` once the app handles forms itself. */
export const APP_READY_ATTRIBUTE = "data-app-ready";
/** On a form sent before the app was ready, and on the button that sent it. */
export const EARLY_SUBMIT_ATTRIBUTE = "data-early-submit";
export const EARLY_SUBMITTER_ATTRIBUTE = "data-early-submitter";
/** On a button tapped before the app was ready (not one that sends a form): its place in line. */
export const EARLY_TAP_ATTRIBUTE = "data-early-tap";

/**
 * The inline half (plain ES5, no dependency): holds a form sent, or a button tapped, before the
 * app is ready. It listens on the document in the capture phase, so neither the browser nor a
 * half-hydrated React acts on it; the button is dimmed and busy (styles set from script, which the
 * CSP allows) until `takeOverEarlyInput` sends the form or taps the button again. A form's submit
 * button is left to the submit listener; a disabled button does nothing anyway.
 */
export const EARLY_INPUT_SCRIPT = `(function(){var d=document,h=d.documentElement,n=0;function r(){return h.hasAttribute("${APP_READY_ATTRIBUTE}")}function b(e){e.setAttribute("aria-busy","true");e.style.opacity="0.6";e.style.cursor="progress"}d.addEventListener("submit",function(e){if(r())return;e.preventDefault();e.stopPropagation();e.target.setAttribute("${EARLY_SUBMIT_ATTRIBUTE}","");var s=e.submitter;if(s){s.setAttribute("${EARLY_SUBMITTER_ATTRIBUTE}","");b(s)}},true);d.addEventListener("click",function(e){if(r())return;var t=e.target,u=t&&t.closest?t.closest("button"):null;if(!u||u.disabled||u.form&&u.type==="submit")return;e.preventDefault();e.stopPropagation();if(!u.hasAttribute("${EARLY_TAP_ATTRIBUTE}")){u.setAttribute("${EARLY_TAP_ATTRIBUTE}",String(++n));b(u)}},true)})()`;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(element: Element): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/** A field changed before hydration and what the person made of it. */
type Change = { field: Field; value: string } | { field: HTMLInputElement; checked: boolean };

/** What was typed, picked or ticked before the page hydrated (as the DOM holds it now). */
function changeOf(field: Field): Change | null {
  if (field instanceof HTMLSelectElement) {
    const changed = Array.from(field.options).some(
      (option) => option.selected !== option.defaultSelected,
    );
    return changed ? { field, value: field.value } : null;
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    // A radio: the one chosen tells its group; the one it replaced follows by itself.
    if (field.type === "radio" && !field.checked) return null;
    return field.checked === field.defaultChecked ? null : { field, checked: field.checked };
  }
  if (field instanceof HTMLInputElement && field.type === "file") return null;
  return field.value === field.defaultValue ? null : { field, value: field.value };
}

const valueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype,
    "value",
  )?.set;

/**
 * Tells React (and so the form's state) about a change, through the event the browser fires when
 * someone types, picks or ticks. React only calls `onChange` when the value differs from the one
 * it last saw, so a text field is first set back to its server value (through the element, which
 * React watches) and then to what was typed (through the prototype's setter, which it does not);
 * a box is unticked and ticked by a click, as React hears a tick.
 */
function replay(change: Change) {
  if ("checked" in change) {
    change.field.checked = !change.checked;
    change.field.click();
    return;
  }
  const { field } = change;
  if (field instanceof HTMLSelectElement) {
    field.value = change.value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
  } else {
    field.value = field.defaultValue;
    valueSetter(field)?.call(field, change.value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/** Takes off what the inline half put on a held button. */
function showIdle(button: HTMLElement) {
  button.removeAttribute("aria-busy");
  button.style.removeProperty("opacity");
  button.style.removeProperty("cursor");
}

/**
 * The app takes over from the inline half: from now on forms are React's. Every field changed
 * before now is given to its form's state; every button tapped before now is tapped again, and
 * every form sent before now is sent again.
 */
export function takeOverEarlyInput(doc: Document) {
  doc.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
  const forms = Array.from(doc.forms);
  // All changes are read before any is replayed: a form that re-renders on the first would put
  // its other controlled fields back to their state. Their updates are applied before any form is
  // sent again, so its submit handler sees them.
  const changes = forms
    .flatMap((form) => Array.from(form.elements))
    .flatMap((element) => (isField(element) ? [changeOf(element)] : []))
    .filter((change) => change !== null);
  flushSync(() => changes.forEach(replay));
  // Taps, in the order they were made: each a click React handles (and renders) at once.
  const tapped = Array.from(doc.querySelectorAll<HTMLButtonElement>(`[${EARLY_TAP_ATTRIBUTE}]`));
  const placeInLine = (button: HTMLElement) => Number(button.getAttribute(EARLY_TAP_ATTRIBUTE));
  tapped.sort((a, b) => placeInLine(a) - placeInLine(b));
  for (const button of tapped) {
    button.removeAttribute(EARLY_TAP_ATTRIBUTE);
    showIdle(button);
    if (!button.disabled) button.click();
  }
  for (const form of forms) {
    if (!form.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)) continue;
    form.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
    const submitter = form.querySelector<HTMLElement>(`[${EARLY_SUBMITTER_ATTRIBUTE}]`);
    submitter?.removeAttribute(EARLY_SUBMITTER_ATTRIBUTE);
    if (submitter) showIdle(submitter);
    const sentBy =
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
        ? submitter
        : undefined;
    form.requestSubmit(sentBy);
  }
}
