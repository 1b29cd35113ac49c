import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionResult } from './ActionResult';

interface Props {
  children: ReactNode;
  /** a new value (another route, another tab) clears a caught error */
  resetKey?: unknown;
  /** names the part in the console message, e.g. 'route /matter/myTask' */
  name: string;
}

interface State {
  error: Error | null;
  /** bumped by Retry, so the children mount afresh */
  attempt: number;
}

function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ActionResult
      status="warning"
      role="alert"
      title={t('errorBoundary.title')}
      subTitle={t('errorBoundary.hint')}
      action={t('actions.retry')}
      onAction={onRetry}
    />
  );
}

/**
 * Keeps a render error inside one part of the page (a route's page, a tab's content): that part
 * shows a message with Retry while the shell around it (menu, top bar, tabs) stays usable.
 * React offers error boundaries only as class components.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[error boundary] ${this.props.name}`, error, info.componentStack);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && !Object.is(previous.resetKey, this.props.resetKey)) this.retry();
  }

  retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  render() {
    if (this.state.error) return <ErrorFallback onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
