import { Button, ConfigProvider, Drawer, Flex, Radio, Typography, theme } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_COLOURS, THEME_LAYOUTS, THEME_STYLES } from '../model';
import { useThemeStore } from '../store';
import { markOn } from '@/shared/colour';
import { TipButton, type TipButtonProps } from '@/shared/ui/TipButton';

export interface ThemeDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** A setting of the drawer: a heading that names what follows. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={5} id={id}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** One of a few values, as a row of buttons. */
function Choice<V extends string>(props: { value: V; values: readonly V[]; label: (value: V) => string; onChange: (value: V) => void }) {
  return (
    <Radio.Group
      optionType="button"
      buttonStyle="solid"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as V)}
      options={props.values.map((v) => ({ value: v, label: props.label(v) }))}
    />
  );
}

/**
 * A colour as antd paints a primary button of it (the dark algorithm shifts it), its check in a colour that reads
 * on it: white is too pale on cyan, green and orange. The button's own token, so its tooltip keeps white text.
 */
function Swatch(props: Omit<TipButtonProps, 'type' | 'shape'>) {
  const { token } = theme.useToken();
  return (
    <ConfigProvider theme={{ components: { Button: { primaryColor: markOn(token.colorPrimary) } } }}>
      <TipButton {...props} type="primary" shape="circle" />
    </ConfigProvider>
  );
}

/** Theme settings drawer: style, layout and colour, applied at once and remembered. */
export default function ThemeDrawer({ open, onClose }: ThemeDrawerProps) {
  const { t } = useTranslation('theme');
  const { token } = theme.useToken();
  const style = useThemeStore((s) => s.style);
  const layout = useThemeStore((s) => s.layout);
  const themeColor = useThemeStore((s) => s.themeColor);
  const { setStyle, setLayout, setColour, reset } = useThemeStore.getState();

  return (
    <Drawer
      title={t('drawer.title')}
      open={open}
      onClose={onClose}
      size={320}
      footer={
        <Button block onClick={reset}>
          {t('drawer.reset')}
        </Button>
      }
    >
      <Flex vertical gap={token.marginLG}>
        <Section id="theme-style" title={t('drawer.style')}>
          <Choice value={style} values={THEME_STYLES} label={(s) => t(`style.${s}`)} onChange={setStyle} />
        </Section>
        <Section id="theme-layout" title={t('drawer.layout')}>
          <Choice value={layout} values={THEME_LAYOUTS} label={(l) => t(`layout.${l}`)} onChange={setLayout} />
        </Section>
        <Section id="theme-colour" title={t('drawer.colour')}>
          <Flex gap={token.marginXS} wrap role="radiogroup" aria-labelledby="theme-colour">
            {THEME_COLOURS.map((c) => {
              const selected = c.value.toLowerCase() === themeColor.toLowerCase();
              return (
                // each swatch is a primary button under its own colour token
                <ConfigProvider key={c.value} theme={{ token: { colorPrimary: c.value } }}>
                  <Swatch
                    tip={t(`colour.${c.name}`)}
                    role="radio"
                    aria-checked={selected}
                    icon={selected ? <CheckOutlined /> : null}
                    onClick={() => setColour(c.value)}
                  />
                </ConfigProvider>
              );
            })}
          </Flex>
        </Section>
      </Flex>
    </Drawer>
  );
}
