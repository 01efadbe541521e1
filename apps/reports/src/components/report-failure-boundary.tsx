import { ErrorPanel } from '@levita/ui';
import { Component, type ReactNode } from 'react';

interface Props {
  title: string;
  retryLabel: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Part 2 §2: each report tab is wrapped so that whatever breaks while drawing it shows the
 * generic message and a try-again button, and the page around it (period, the other tab)
 * keeps working. Load failures are the tab's own QueryView; this catches the rest.
 */
export class ReportFailureBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        title={this.props.title}
        retryLabel={this.props.retryLabel}
        onRetry={() => this.setState({ failed: false })}
      />
    );
  }
}
