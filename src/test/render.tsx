import { MantineProvider } from "@mantine/core";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { theme } from "~/components/theme";
import { AppIntlProvider } from "~/lib/i18n";
import { namespacesOfApp, pageMessages } from "~/server/i18n/messages";
import type { Locale } from "~/shared/i18n/locales";

/** The real message files of every namespace, compiled as the server sends them (README "Languages"). */
export function messagesIn(locale: Locale) {
  return pageMessages(locale, namespacesOfApp());
}

function providersIn(locale: Locale) {
  const messages = messagesIn(locale);
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <AppIntlProvider locale={locale} messages={messages}>
        <MantineProvider theme={theme}>{children}</MantineProvider>
      </AppIntlProvider>
    );
  };
}

/**
 * Renders a component as the app does (Mantine's provider and theme, the messages of every
 * namespace in `locale`, English unless given), for component tests.
 */
export function renderWithTheme(
  ui: ReactElement,
  options?: Omit<RenderOptions, "wrapper"> & { locale?: Locale },
) {
  const { locale = "en", ...rest } = options ?? {};
  return render(ui, { wrapper: providersIn(locale), ...rest });
}
