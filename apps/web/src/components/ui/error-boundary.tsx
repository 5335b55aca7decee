import { Component, type ReactNode } from 'react';

type ErrorBoundaryProps = {
  /** Renders the failure; `reset` renders the children again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** When this value changes (e.g. the path), a shown failure is cleared. */
  resetKey?: unknown;
  /** Told about every caught error, e.g. to log it with the screen's name. */
  onError?: (error: unknown) => void;
  children: ReactNode;
};

type ErrorBoundaryState = { error: unknown; hasError: boolean; resetKey: unknown };

/** Catches render and data errors below it and shows `fallback` instead (React logs them). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    error: null,
    hasError: false,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  reset = () => this.setState({ error: null, hasError: false });

  override render() {
    return this.state.hasError
      ? this.props.fallback(this.state.error, this.reset)
      : this.props.children;
  }
}
