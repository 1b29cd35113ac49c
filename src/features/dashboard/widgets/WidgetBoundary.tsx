import { Component, type ReactNode } from 'react';
import { Card } from 'antd';
import { SecondaryText } from '@/shared/ui/SecondaryText';
import styles from '../components/Home.module.css';

interface Props {
  /** the text shown in place of a widget that crashed (already translated) */
  failedText: string;
  children: ReactNode;
}

/** One widget's crash stays in its own card: the other widgets of the home page keep working. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error('home widget failed', error);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Card size="small" className={styles.card}>
        <SecondaryText role="alert">{this.props.failedText}</SecondaryText>
      </Card>
    );
  }
}
