import { MantineProvider } from "@mantine/core";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { theme } from "~/components/theme";
import { AppIntlProvider } from "~/lib/i18n";
import { namespacesOfApp, pageMessages } from "~/server/i18n/messages";
import type { Locale } from "~/shared/i18n/locales";
import type { Namespace } from "~/shared/i18n/messages";

/** The real message files of every namespace, compiled as the server sends them (README "Languages"). */
export function messagesIn(locale: Locale, namespaces: readonly Namespace[] = namespacesOfApp()) {
  return pageMessages(locale, namespaces);
}

function providersIn(locale: Locale, namespaces?: readonly Namespace[]) {
  const messages = messagesIn(locale, namespaces);
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
 * namespace, or of `namespaces` as a page that names only those, in `locale`, English unless
 * given), for component tests.
 */
export function renderWithTheme(
  ui: ReactElement,
  options?: Omit<RenderOptions, "wrapper"> & { locale?: Locale; namespaces?: readonly Namespace[] },
) {
  const { locale = "en", namespaces, ...rest } = options ?? {};
  return render(ui, { wrapper: providersIn(locale, namespaces), ...rest });
}

/** The texts of the elements a control's `aria-describedby` names, in order. */
export function describedByTexts(element: HTMLElement) {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}
