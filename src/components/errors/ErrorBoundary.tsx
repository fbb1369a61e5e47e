import dynamic from "next/dynamic";
import { Component, type ReactNode } from "react";
import { isChunkLoadError, reloadForChunkError } from "~/lib/chunk-reload";
import { reportError } from "~/lib/error-reporting";

// Only a crashed page needs it: its code (Mantine's Button, Title...) loads on first use.
const PageCrashView = dynamic(() => import("./ErrorView").then((module) => module.PageCrashView));

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; resetKey: string };

/**
 * A page that crashes while rendering in the browser shows this instead of a white screen. The
 * crash is reported; a missing code chunk (after a deployment) reloads the page once. Moving to
 * another page (a new `resetKey`) clears it.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("Unknown error") };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) {
      const reloaded = reloadForChunkError({
        path: window.location.pathname,
        storage: window.sessionStorage,
        reload: () => window.location.reload(),
      });
      if (reloaded) return;
    }
    reportError(error, { boundary: "page" });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <PageCrashView onRetry={() => this.setState({ error: null })} />;
  }
}
