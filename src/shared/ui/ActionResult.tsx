import { Button, Result, type ResultProps } from 'antd';

/** A result page (an error, a page that is not there) with its one way on as the primary button. */
export function ActionResult({ action, onAction, ...result }: Omit<ResultProps, 'extra'> & { action: string; onAction: () => void }) {
  return (
    <Result
      {...result}
      extra={
        <Button type="primary" onClick={onAction}>
          {action}
        </Button>
      }
    />
  );
}
