/**
 * Which of Mantine's per-component style sheets each Mantine component we use needs (README
 * "Styles"). A file that renders a component imports these beside the component, as
 * `import "@mantine/core/styles/<Name>.layer.css"`, in Mantine's order, unless `_app` already
 * imports them (the foundation and COMMON_PAGE_CSS). Read by `mantine-css.test.ts`, which
 * fails when a file uses a component missing here or misses one of its style sheets.
 *
 * Each list holds the component's own sheet and those of the parts it renders (Button is an
 * UnstyledButton with a Loader, Anchor is a Text...), as Mantine's own imports show, leaving out
 * parts that only render with options we do not use (an input's clear button or loader).
 */
export const MANTINE_CSS: Readonly<Record<string, readonly string[]>> = {
  // @mantine/core
  Accordion: ["UnstyledButton", "Accordion"],
  ActionIcon: ["UnstyledButton", "Loader", "ActionIcon"],
  Alert: ["Alert"],
  Anchor: ["Text", "Anchor"],
  AppShell: ["AppShell"],
  Avatar: ["Avatar"],
  Badge: ["Badge"],
  Burger: ["UnstyledButton", "Burger"],
  Button: ["UnstyledButton", "Loader", "Button"],
  Card: ["Paper", "Card"],
  Center: ["Center"],
  Checkbox: ["Input", "InlineInput", "Checkbox"],
  CloseButton: ["UnstyledButton", "CloseButton"],
  Code: ["Code"],
  Container: ["Container"],
  Divider: ["Divider"],
  Flex: ["Flex"],
  Group: ["Group"],
  Image: ["Image"],
  Kbd: ["Kbd"],
  List: ["List"],
  Loader: ["Loader"],
  Menu: ["Overlay", "Popover", "UnstyledButton", "Menu"],
  Modal: [
    "ScrollArea",
    "UnstyledButton",
    "VisuallyHidden",
    "Paper",
    "Overlay",
    "CloseButton",
    "ModalBase",
    "Modal",
  ],
  NativeSelect: ["Input", "Combobox"],
  NavLink: ["UnstyledButton", "NavLink"],
  NumberInput: ["UnstyledButton", "Input", "NumberInput"],
  Paper: ["Paper"],
  PasswordInput: ["UnstyledButton", "Loader", "ActionIcon", "Input", "PasswordInput"],
  Progress: ["Progress"],
  Radio: ["Input", "InlineInput", "Radio"],
  SegmentedControl: ["FloatingIndicator", "SegmentedControl"],
  Select: [
    "ScrollArea",
    "UnstyledButton",
    "VisuallyHidden",
    "Overlay",
    "Popover",
    "CloseButton",
    "Input",
    "Combobox",
  ],
  SimpleGrid: ["SimpleGrid"],
  Skeleton: ["Skeleton"],
  Stack: ["Stack"],
  Switch: ["Input", "InlineInput", "Switch"],
  Table: ["Table"],
  Tabs: ["UnstyledButton", "Tabs"],
  Text: ["Text"],
  Textarea: ["Input"],
  TextInput: ["Input"],
  Title: ["Title"],
  Typography: ["Typography"],
  UnstyledButton: ["UnstyledButton"],
  VisuallyHidden: ["VisuallyHidden"],
  // Other Mantine packages: the core parts they render (their own styles.css comes after these).
  AreaChart: ["Paper", "ColorSwatch", "Group", "Text"],
  BarChart: ["Paper", "ColorSwatch", "Group", "Text"],
  DataTable: [
    "ScrollArea",
    "UnstyledButton",
    "Popover",
    "Loader",
    "ActionIcon",
    "Group",
    "Input",
    "Flex",
    "Text",
    "InlineInput",
    "Center",
    "Checkbox",
    "Menu",
    "Pagination",
    "Stack",
    "Table",
  ],
  Dropzone: ["Overlay", "Loader", "LoadingOverlay"],
  Notifications: ["UnstyledButton", "Loader", "CloseButton", "Notification"],
};

/** Parts used as `Component.Part` that need more than their component. */
export const MANTINE_PART_CSS: Readonly<Record<string, readonly string[]>> = {
  "Table.ScrollContainer": ["ScrollArea"],
};

/**
 * The sheets `_app` imports for the pages, not for the shell (which is plain markup and CSS
 * modules): those of the components nearly every page body renders (Container, Stack, Title,
 * Text, Group, Button, Anchor) and the loading placeholders' Skeleton. Imported once there instead of in some eighty files; any other
 * component's sheet comes with the file that renders it.
 */
export const COMMON_PAGE_CSS: readonly string[] = [
  "UnstyledButton",
  "Loader",
  "Group",
  "Text",
  "Anchor",
  "Button",
  "Container",
  "Skeleton",
  "Stack",
  "Title",
];

/** Mantine exports with no style sheet of their own (providers, hooks, helpers, plain boxes). */
export const MANTINE_WITHOUT_CSS: ReadonlySet<string> = new Set([
  "Box",
  "Collapse",
  "ColorSchemeScript",
  "CopyButton",
  "MantineProvider",
  "createTheme",
  "isLightColor",
  "mantineHtmlProps",
  "notifications",
  "notificationsStore",
  "useMantineColorScheme",
  "useMantineTheme",
]);
