import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  /** The current path: moving to another one leaves the error screen behind. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  /** The path the error happened on. */
  failedAt: string;
}

/**
 * Catches an error thrown while rendering a page (or loading its code) and shows the router's
 * error screen in its place, as React Router's data routers do with an `errorElement`. Not keyed
 * on the path: that would remount the whole layout (and its scroll handling) on every navigation.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, error: undefined, failedAt: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return { failedAt: props.pathname };
    return props.pathname === state.failedAt
      ? null
      : { failed: false, error: undefined, failedAt: props.pathname };
  }

  render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
