import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

/** The search box above an admin table (see `useTableState`: it debounces and pages back). */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
  width = 360,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  width?: number;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={100}
      w={width}
      maw="100%"
    />
  );
}
