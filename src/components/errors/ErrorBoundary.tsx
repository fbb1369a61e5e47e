import { Button } from "@mantine/core";
import { Component, type ReactNode } from "react";
import { isChunkLoadError, reloadForChunkError } from "~/lib/chunk-reload";
import { reportError } from "~/lib/error-reporting";
import { ErrorView } from "./ErrorView";

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
    return (
      <ErrorView
        title="Something went wrong on this page"
        description="Please try again, or go back to the home page."
        actions={
          <Button variant="default" onClick={() => this.setState({ error: null })}>
            Try again
          </Button>
        }
      />
    );
  }
}
