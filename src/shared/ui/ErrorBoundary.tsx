import { Component, Fragment, Suspense, lazy, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

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

/** Without the result's chunk (gone after a new deployment, offline): the same texts and Retry. */
function PlainFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p>{t('errorBoundary.title')}</p>
      <p>{t('errorBoundary.hint')}</p>
      <Button type="primary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}

// antd's Result and its pictures are big and only needed when a part fails: not part of the first screen
const ErrorFallback = lazy(() =>
  import('./ErrorFallback').then(
    (m) => ({ default: m.ErrorFallback }),
    () => ({ default: PlainFallback }),
  ),
);

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
    if (this.state.error)
      return (
        <Suspense fallback={null}>
          <ErrorFallback onRetry={this.retry} />
        </Suspense>
      );
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
