import { IconEye, IconEyeOff } from "@tabler/icons-react";
import {
  useId,
  useState,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import classes from "./fields.module.css";

/**
 * Mantine's TextInput, PasswordInput, Textarea, NativeSelect and Switch in plain markup, with the
 * same props where the app uses them, so `{...form.getInputProps(field)}` of @mantine/form spreads
 * on them as before: a visible label (its `*` hidden from screen readers), a description and an
 * error tied to the control by `aria-describedby`, `aria-invalid` while there is an error.
 */
type Frame = {
  label: ReactNode;
  description?: ReactNode;
  /** The field's message; `true` marks the field without one. */
  error?: ReactNode;
  /** The description under the control instead of above it (a counter under a text area). */
  descriptionBelow?: boolean;
};

type Wiring = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** The ids of a control's description and error, and the ARIA that ties them to it. */
function useWiring(
  id: string | undefined,
  description: ReactNode,
  error: ReactNode,
  describedBy: string | undefined,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const message = typeof error === "boolean" ? null : error;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = message ? `${controlId}-error` : undefined;
  const wiring: Wiring = {
    id: controlId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [errorId, descriptionId, describedBy].filter(Boolean).join(" ") || undefined,
  };
  return { message, descriptionId, errorId, wiring };
}

/** What every framed field takes besides its control's own props. */
type FrameProps = Frame & { id?: string; required?: boolean; "aria-describedby"?: string };

/**
 * A field's props split in two: `control`, the control's own props with its id, ARIA and
 * `required`; and `frame`, which draws the label, description and error around the control.
 */
function useFrame<Props extends FrameProps>({
  label,
  description,
  error,
  descriptionBelow,
  id,
  required,
  "aria-describedby": describedBy,
  ...rest
}: Props) {
  const { message, descriptionId, errorId, wiring } = useWiring(
    id,
    description,
    error,
    describedBy,
  );
  const descriptionText = description ? (
    <p id={descriptionId} className={classes.description}>
      {description}
    </p>
  ) : null;
  const frame = (control: ReactNode) => (
    <div className={classes.field} data-error={error ? true : undefined}>
      <label htmlFor={wiring.id} className={classes.label}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {!descriptionBelow && descriptionText}
      {control}
      {descriptionBelow && descriptionText}
      {message ? (
        <p id={errorId} className={classes.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
  return { control: { ...rest, ...wiring, required }, frame };
}

type TextInputProps = Frame & Omit<InputHTMLAttributes<HTMLInputElement>, "className">;

/** A one-line text field (Mantine's TextInput). */
export function TextInput(props: TextInputProps) {
  const { control, frame } = useFrame(props);
  return frame(<input {...control} className={classes.input} />);
}

/**
 * A password field with an eye to show what was typed (Mantine's PasswordInput: the eye is for
 * the pointer only, hidden from screen readers and not a tab stop, and the field keeps the focus).
 */
export function PasswordInput(props: Omit<TextInputProps, "type">) {
  const [shown, setShown] = useState(false);
  const { control, frame } = useFrame(props);
  const Eye = shown ? IconEyeOff : IconEye;
  return frame(
    <div className={classes.control}>
      <input
        {...control}
        type={shown ? "text" : "password"}
        className={classes.input}
        data-with-end
      />
      <span className={`${classes.end} ${classes.eye}`}>
        <button
          type="button"
          className={classes.eyeButton}
          aria-hidden="true"
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setShown((was) => !was)}
        >
          <Eye size={18} stroke={1.75} />
        </button>
      </span>
    </div>,
  );
}

/**
 * A text area (Mantine's Textarea with `autosize`): as tall as its text between `minRows` and
 * `maxRows` where the browser sizes fields to their content, else `minRows` tall and resizable.
 */
export function Textarea({
  minRows = 3,
  maxRows = 10,
  ...props
}: Frame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className" | "rows" | "style"> & {
    minRows?: number;
    maxRows?: number;
  }) {
  const { control, frame } = useFrame(props);
  // Custom properties are not in React's style type; the record is what React sets.
  const rows: Record<`--${string}`, number> = {
    "--textarea-min-rows": minRows,
    "--textarea-max-rows": maxRows,
  };
  const style: CSSProperties = rows;
  return frame(
    <textarea
      {...control}
      rows={minRows}
      style={style}
      className={`${classes.input} ${classes.textarea}`}
    />,
  );
}

/** A native select (Mantine's NativeSelect): the phone's own picker, a chevron at its end. */
export function NativeSelect({
  data,
  ...props
}: Frame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "children"> & {
    data: readonly { value: string; label: string; disabled?: boolean }[];
  }) {
  const { control, frame } = useFrame(props);
  return frame(
    <div className={classes.control}>
      <select {...control} className={classes.input} data-with-end>
        {data.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={classes.end} aria-hidden="true">
        <svg width="15" height="15" viewBox="0 0 15 15" fill="none">
          <path
            d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.26618 11.9026 7.38064 11.95 7.49999 11.95C7.61933 11.95 7.73379 11.9026 7.81819 11.8182L10.0682 9.56819Z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      </span>
    </div>,
  );
}

/**
 * An on/off choice (Mantine's Switch, size sm): a checkbox with the switch role under its track,
 * its label and description beside it.
 */
export function Switch({
  label,
  description,
  error,
  id,
  "aria-describedby": describedBy,
  ...input
}: Omit<Frame, "descriptionBelow"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "type" | "role">) {
  const { message, descriptionId, errorId, wiring } = useWiring(
    id,
    description,
    error,
    describedBy,
  );
  return (
    <div className={classes.switch} data-error={error ? true : undefined}>
      <span className={classes.switchControl}>
        <input
          {...input}
          {...wiring}
          type="checkbox"
          role="switch"
          className={classes.switchInput}
        />
        <span className={classes.track} aria-hidden="true">
          <span className={classes.thumb} />
        </span>
      </span>
      <span className={classes.switchText}>
        <label htmlFor={wiring.id} className={classes.switchLabel}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={classes.description}>
            {description}
          </span>
        ) : null}
        {message ? (
          <span id={errorId} className={classes.error}>
            {message}
          </span>
        ) : null}
      </span>
    </div>
  );
}
