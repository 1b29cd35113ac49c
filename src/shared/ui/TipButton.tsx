import { Button, Tooltip, type ButtonProps } from 'antd';

export type TipButtonProps = ButtonProps & { tip: string };

/** An icon button named by its tooltip (the tooltip is its accessible name unless an aria-label says more). */
export function TipButton({ tip, ...button }: TipButtonProps) {
  return (
    <Tooltip title={tip}>
      <Button aria-label={tip} {...button} />
    </Tooltip>
  );
}
