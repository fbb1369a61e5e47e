// @vitest-environment happy-dom
import { useForm } from "@mantine/form";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { describedByTexts } from "~/test/render";
import { NativeSelect, PasswordInput, Switch, Textarea, TextInput } from "./fields";

afterEach(cleanup);

describe("TextInput", () => {
  it("is named by its visible label, whose asterisk screen readers do not read", () => {
    render(<TextInput label="Email" type="email" required description="We never share it." />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("type")).toBe("email");
    expect(input.hasAttribute("required")).toBe(true);
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(describedByTexts(input)).toEqual(["We never share it."]);
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
  });

  it("shows its error next to it, invalid and described by the error first", () => {
    render(<TextInput label="Name" description="As the wall shows it." error="Enter a name." />);
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedByTexts(input)).toEqual(["Enter a name.", "As the wall shows it."]);
  });

  it("error `true` marks the field without a message; an extra description id is kept", () => {
    render(
      <>
        <TextInput label="Code" error aria-describedby="hint" />
        <p id="hint">Six letters</p>
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Code" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedByTexts(input)).toEqual(["Six letters"]);
  });

  it("takes @mantine/form's input props: typing sets the value, a check's message shows", () => {
    function Form() {
      const form = useForm({
        mode: "controlled",
        initialValues: { name: "" },
        validate: { name: (value) => (value.length < 2 ? "Too short." : null) },
      });
      return (
        <form onSubmit={form.onSubmit(() => undefined)}>
          <TextInput label="Name" {...form.getInputProps("name")} />
          <output>{form.values.name}</output>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByRole("textbox", { name: "Name" });
    fireEvent.change(input, { target: { value: "A" } });
    expect(screen.getByRole("status").textContent).toBe("A");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedByTexts(input)).toEqual(["Too short."]);
  });
});

describe("PasswordInput", () => {
  it("hides what was typed until the eye is clicked; the eye is no tab stop nor read", () => {
    render(<PasswordInput label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText("Password");
    expect(input.getAttribute("type")).toBe("password");
    // Hidden from screen readers: found by its tag, not its role.
    const eye = input.parentElement?.querySelector("button");
    expect(eye?.getAttribute("aria-hidden")).toBe("true");
    expect(eye?.tabIndex).toBe(-1);
    fireEvent.click(eye!);
    expect(input.getAttribute("type")).toBe("text");
    fireEvent.click(eye!);
    expect(input.getAttribute("type")).toBe("password");
  });
});

describe("Textarea", () => {
  it("is a labelled text area of at least its first rows, with its description below", () => {
    render(
      <Textarea label="Message" minRows={4} maxRows={10} description="0 of 280" descriptionBelow />,
    );
    const area = screen.getByRole("textbox", { name: "Message" });
    expect(area.tagName).toBe("TEXTAREA");
    expect(area.getAttribute("rows")).toBe("4");
    expect(area.style.getPropertyValue("--textarea-max-rows")).toBe("10");
    // Below: the description follows the text area.
    const description = screen.getByText("0 of 280");
    expect(area.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});

describe("NativeSelect", () => {
  it("offers its options, a disabled prompt first, and reports the choice", () => {
    let chosen = "";
    render(
      <NativeSelect
        label="Category"
        defaultValue=""
        onChange={(event) => {
          chosen = event.currentTarget.value;
        }}
        data={[
          { value: "", label: "Choose one", disabled: true },
          { value: "SHARING", label: "Sharing" },
        ]}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Category" });
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Choose one", "Sharing"]);
    expect(options[0]?.hasAttribute("disabled")).toBe(true);
    fireEvent.change(select, { target: { value: "SHARING" } });
    expect(chosen).toBe("SHARING");
  });
});

describe("Switch", () => {
  it("is a switch named by its label, described by its description, toggled by a tap", () => {
    function Form() {
      const form = useForm({ mode: "controlled", initialValues: { open: false } });
      return (
        <>
          <Switch
            label="Public profile"
            description="Others can see your page."
            {...form.getInputProps("open", { type: "checkbox" })}
          />
          <output>{String(form.values.open)}</output>
        </>
      );
    }
    render(<Form />);
    const toggle = screen.getByRole("switch", { name: "Public profile" });
    expect(describedByTexts(toggle)).toEqual(["Others can see your page."]);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("true");
  });
});
