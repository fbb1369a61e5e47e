// @vitest-environment happy-dom
import { useForm } from "@mantine/form";
import { act } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  APP_READY_ATTRIBUTE,
  EARLY_INPUT_SCRIPT,
  EARLY_SUBMIT_ATTRIBUTE,
  EARLY_TAP_ATTRIBUTE,
  takeOverEarlyInput,
} from "./early-input";

type Sent = { email: string; password: string; language: string; newsletter: boolean };

/**
 * A sign-in-like form as the app writes them: Mantine's uncontrolled form for the text fields
 * (useLazyForm), React state for a `<select>` and a checkbox (PersonalDataForm's kind).
 */
function SignInLike({ onSent, onTyped }: { onSent: (sent: Sent) => void; onTyped: () => void }) {
  const form = useForm({ mode: "uncontrolled", initialValues: { email: "", password: "" } });
  const [language, setLanguage] = useState("en");
  const [newsletter, setNewsletter] = useState(false);
  return (
    <form
      method="post"
      noValidate
      onSubmit={form.onSubmit((values) => onSent({ ...values, language, newsletter }))}
    >
      <input
        aria-label="Email"
        key={form.key("email")}
        {...form.getInputProps("email")}
        onInput={onTyped}
      />
      <input
        aria-label="Password"
        type="password"
        key={form.key("password")}
        {...form.getInputProps("password")}
      />
      <select
        aria-label="Language"
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
      >
        <option value="en">English</option>
        <option value="de">Deutsch</option>
      </select>
      <input
        aria-label="Newsletter"
        type="checkbox"
        checked={newsletter}
        onChange={(event) => setNewsletter(event.target.checked)}
      />
      <button type="submit">Sign in</button>
      <button type="submit" name="other">
        Other
      </button>
    </form>
  );
}

const roots: Root[] = [];
let container: HTMLElement;

beforeAll(() => {
  // The inline half, as _document puts it in every page's <head>.
  new Function(EARLY_INPUT_SCRIPT)();
  // React's development build says the held form's marks (and its busy button's) differ from the
  // server's HTML; production React does not compare attributes, and the take-over removes them.
  const report = console.error;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("attributes of the server rendered HTML didn't match"))
      report(...args);
  });
});
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  container.remove();
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});

/** The server's HTML in the page, as the browser shows it before any script has run. */
function serverPage(onSent: (sent: Sent) => void, onTyped = () => {}) {
  const element = <SignInLike onSent={onSent} onTyped={onTyped} />;
  container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const get = (label: string) => container.querySelector(`[aria-label="${label}"]`);
  return {
    element,
    form: container.querySelector("form") as HTMLFormElement,
    email: get("Email") as HTMLInputElement,
    password: get("Password") as HTMLInputElement,
    language: get("Language") as HTMLSelectElement,
    newsletter: get("Newsletter") as HTMLInputElement,
    button: container.querySelector("button") as HTMLButtonElement,
  };
}

/** What a person does before the scripts: types, picks, ticks (no event reaches React). */
function fillBeforeScripts(page: ReturnType<typeof serverPage>) {
  page.email.value = "early@festival.test";
  page.password.value = "festival-demo-1";
  page.language.value = "de";
  page.newsletter.checked = true;
}

function hydrate(page: ReturnType<typeof serverPage>) {
  act(() => {
    roots.push(hydrateRoot(container, page.element));
  });
}

const typed: Sent = {
  email: "early@festival.test",
  password: "festival-demo-1",
  language: "de",
  newsletter: true,
};

describe("a form used before the page's scripts have run", () => {
  it("without the take-over, what was typed before hydration never reaches the form's state", () => {
    // The failure this module exists for (seen in Chromium on /auth/login, README "App shell").
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
    const sent = vi.fn();
    const page = serverPage(sent);
    fillBeforeScripts(page);
    hydrate(page);
    act(() => page.form.requestSubmit(page.button));
    expect(page.email.value).toBe("early@festival.test");
    expect(sent).toHaveBeenCalledWith({
      email: "",
      password: "",
      language: "en",
      newsletter: false,
    });
  });

  it("is held when sent, and sent once with everything typed after the app takes over", () => {
    const sent = vi.fn();
    const page = serverPage(sent);
    fillBeforeScripts(page);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    page.form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(page.form.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(true);

    hydrate(page);
    expect(sent).not.toHaveBeenCalled();

    act(() => takeOverEarlyInput(document));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith(typed);
    expect(page.form.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(false);
    // The fields keep what was typed.
    expect(page.email.value).toBe("early@festival.test");
    expect(page.language.value).toBe("de");
    expect(page.newsletter.checked).toBe(true);
  });

  it("sent while the page hydrates, before the app has taken over, is held too", () => {
    const sent = vi.fn();
    const page = serverPage(sent);
    fillBeforeScripts(page);
    hydrate(page);
    act(() => page.form.requestSubmit(page.button));
    expect(sent).not.toHaveBeenCalled();
    expect(page.button.getAttribute("aria-busy")).toBe("true");
    act(() => takeOverEarlyInput(document));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith(typed);
  });

  it("sent by a button, is sent again by the same button, which is busy meanwhile", () => {
    const sent = vi.fn();
    const page = serverPage(sent);
    fillBeforeScripts(page);
    const other = container.querySelectorAll("button")[1] as HTMLButtonElement;
    page.form.requestSubmit(other);
    expect(other.getAttribute("aria-busy")).toBe("true");
    expect(other.style.cursor).toBe("progress");
    const requestSubmit = vi.spyOn(page.form, "requestSubmit");
    hydrate(page);
    act(() => takeOverEarlyInput(document));
    expect(requestSubmit).toHaveBeenCalledWith(other);
    expect(other.hasAttribute("aria-busy")).toBe(false);
    expect(other.style.cursor).toBe("");
    expect(sent).toHaveBeenCalledWith(typed);
  });

  it("typed before the scripts and sent after them, sends what was typed", () => {
    const sent = vi.fn();
    const page = serverPage(sent);
    fillBeforeScripts(page);
    hydrate(page);
    act(() => takeOverEarlyInput(document));
    expect(sent).not.toHaveBeenCalled();
    act(() => page.form.requestSubmit(page.button));
    expect(sent).toHaveBeenCalledWith(typed);
  });

  it("once the app has taken over, a form is React's alone: nothing held, nothing replayed", () => {
    const sent = vi.fn();
    const onTyped = vi.fn();
    const page = serverPage(sent, onTyped);
    hydrate(page);
    act(() => takeOverEarlyInput(document));
    expect(onTyped).not.toHaveBeenCalled();
    act(() => page.form.requestSubmit(page.button));
    expect(page.form.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(false);
    expect(sent).toHaveBeenCalledWith({
      email: "",
      password: "",
      language: "en",
      newsletter: false,
    });
  });
});

/** Buttons that are not in a form, as a bingo card has them: a tap toggles a cell. */
function CardLike({ onTap }: { onTap: (task: string) => void }) {
  const [done, setDone] = useState<string[]>([]);
  const tap = (task: string) => {
    onTap(task);
    setDone((before) =>
      before.includes(task) ? before.filter((t) => t !== task) : [...before, task],
    );
  };
  return (
    <ul>
      {["Stretch", "Walk"].map((task) => (
        <li key={task}>
          <button type="button" aria-pressed={done.includes(task)} onClick={() => tap(task)}>
            <span>{task}</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" disabled onClick={() => tap("Free")}>
          Free
        </button>
      </li>
    </ul>
  );
}

function serverCard(onTap: (task: string) => void) {
  const element = <CardLike onTap={onTap} />;
  container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const button = (name: string) =>
    Array.from(container.querySelectorAll("button")).find(
      (candidate) => candidate.textContent === name,
    ) as HTMLButtonElement;
  const hydrateCard = () =>
    act(() => {
      roots.push(hydrateRoot(container, element));
    });
  return { stretch: button("Stretch"), walk: button("Walk"), hydrate: hydrateCard };
}

/** A tap as the browser delivers it: on the innermost element under the finger. */
function tap(button: HTMLButtonElement) {
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  (button.firstElementChild ?? button).dispatchEvent(click);
  return click;
}

describe("a button tapped before the page's scripts have run", () => {
  it("is held, busy, and tapped once more when the app takes over, however often it was tapped", () => {
    const tapped = vi.fn();
    const card = serverCard(tapped);
    expect(tap(card.stretch).defaultPrevented).toBe(true);
    tap(card.stretch);
    expect(card.stretch.getAttribute("aria-busy")).toBe("true");
    expect(card.stretch.style.cursor).toBe("progress");

    card.hydrate();
    expect(tapped).not.toHaveBeenCalled();
    act(() => takeOverEarlyInput(document));
    expect(tapped).toHaveBeenCalledTimes(1);
    expect(tapped).toHaveBeenCalledWith("Stretch");
    expect(card.stretch.getAttribute("aria-pressed")).toBe("true");
    expect(card.stretch.hasAttribute("aria-busy")).toBe(false);
    expect(card.stretch.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    expect(card.stretch.style.cursor).toBe("");
  });

  it("tapped while the page hydrates, before the app has taken over, is held too", () => {
    const tapped = vi.fn();
    const card = serverCard(tapped);
    card.hydrate();
    act(() => void tap(card.walk));
    expect(tapped).not.toHaveBeenCalled();
    act(() => takeOverEarlyInput(document));
    expect(tapped).toHaveBeenCalledTimes(1);
  });

  it("several buttons are tapped again in the order they were tapped", () => {
    const tapped = vi.fn();
    const card = serverCard(tapped);
    tap(card.walk);
    tap(card.stretch);
    card.hydrate();
    act(() => takeOverEarlyInput(document));
    expect(tapped.mock.calls).toEqual([["Walk"], ["Stretch"]]);
  });

  it("a form's submit button is the form's: held as the form, not as a tap", () => {
    const sent = vi.fn();
    const page = serverPage(sent);
    fillBeforeScripts(page);
    page.button.click();
    expect(page.button.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    expect(page.form.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(true);
    hydrate(page);
    act(() => takeOverEarlyInput(document));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith(typed);
  });

  it("once the app has taken over, a tap is React's alone", () => {
    const tapped = vi.fn();
    const card = serverCard(tapped);
    card.hydrate();
    act(() => takeOverEarlyInput(document));
    let click: MouseEvent | undefined;
    act(() => void (click = tap(card.stretch)));
    expect(click?.defaultPrevented).toBe(false);
    expect(tapped).toHaveBeenCalledTimes(1);
    expect(card.stretch.getAttribute("aria-pressed")).toBe("true");
  });
});
