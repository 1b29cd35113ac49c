import { Button, type ButtonProps } from 'antd';
import { HoverTip } from './HoverTip';

export type TipButtonProps = ButtonProps & { tip: string };

/** An icon button named by its tooltip (the tooltip is its accessible name unless an aria-label says more; none on touch screens). */
export function TipButton({ tip, ...button }: TipButtonProps) {
  return (
    <HoverTip title={tip}>
      <Button aria-label={tip} {...button} />
    </HoverTip>
  );
}
