import "@mantine/core/styles/Input.layer.css";
import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

/**
 * The search box above a server-side table (`useTableState` debounces what it sends): a visible
 * label, a hint of what it searches, at most the 100 characters the list procedures accept.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={100}
      style={{ flex: 1, maxWidth: 360 }}
    />
  );
}
