import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  children: ReactNode;
  /** What shows instead when the part's code could not be loaded. Default: nothing. */
  fallback?: ReactNode;
  /**
   * Whether the part is tried again, once it has failed, the next time its parent draws it with new
   * props (a dialog opened again, with the connection back). Its own failure never retries it.
   */
  retriesOnUpdate?: boolean;
}

interface LoadBoundaryState {
  hasFailed: boolean;
}

/**
 * Keeps a part whose code is loaded on demand (a dialog's panel, the toast stack) from taking the
 * page down with it when that code cannot be fetched — offline, or replaced by a new release while
 * the page was open (the app reloads once for that): the part renders `fallback` instead.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): LoadBoundaryState {
    return { hasFailed: true };
  }

  override componentDidUpdate(previous: LoadBoundaryProps): void {
    if (this.props.retriesOnUpdate && this.state.hasFailed && previous !== this.props) {
      this.setState({ hasFailed: false });
    }
  }

  override render() {
    return this.state.hasFailed ? (this.props.fallback ?? null) : this.props.children;
  }
}
