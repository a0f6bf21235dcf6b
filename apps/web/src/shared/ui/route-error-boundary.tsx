import { Button } from 'primereact/button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Each route renders inside one: a failing screen shows a retry instead of a blank page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) {
      return this.props.children;
    }
    return (
      <div className="flex flex-column align-items-center gap-3 p-6" role="alert">
        <i className="pi pi-exclamation-circle text-5xl text-orange-500" aria-hidden />
        <h2 className="m-0">
          <FormattedMessage id="error.screen.title" />
        </h2>
        <p className="m-0 text-color-secondary">
          <FormattedMessage id="error.screen.hint" />
        </p>
        <Button icon="pi pi-refresh" onClick={() => this.setState({ failed: false })}>
          <span className="ml-2">
            <FormattedMessage id="common.retry" />
          </span>
        </Button>
      </div>
    );
  }
}
