import { Button, ConfigProvider, Drawer, Flex, Radio, Tooltip, Typography, theme } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { THEME_COLOURS, THEME_LAYOUTS, THEME_STYLES } from '../model';
import { useThemeStore } from '../store';

export interface ThemeDrawerProps {
  open: boolean;
  onClose: () => void;
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
        <section aria-labelledby="theme-style">
          <Typography.Title level={5} id="theme-style">
            {t('drawer.style')}
          </Typography.Title>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={style}
            onChange={(e) => setStyle(e.target.value)}
            options={THEME_STYLES.map((s) => ({ value: s, label: t(`style.${s}`) }))}
          />
        </section>
        <section aria-labelledby="theme-layout">
          <Typography.Title level={5} id="theme-layout">
            {t('drawer.layout')}
          </Typography.Title>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={layout}
            onChange={(e) => setLayout(e.target.value)}
            options={THEME_LAYOUTS.map((l) => ({ value: l, label: t(`layout.${l}`) }))}
          />
        </section>
        <section aria-labelledby="theme-colour">
          <Typography.Title level={5} id="theme-colour">
            {t('drawer.colour')}
          </Typography.Title>
          <Flex gap={token.marginXS} wrap role="radiogroup" aria-labelledby="theme-colour">
            {THEME_COLOURS.map((c) => {
              const selected = c.value.toLowerCase() === themeColor.toLowerCase();
              return (
                // each swatch is a primary button under its own colour token
                <ConfigProvider key={c.value} theme={{ token: { colorPrimary: c.value } }}>
                  <Tooltip title={t(`colour.${c.name}`)}>
                    <Button
                      role="radio"
                      aria-checked={selected}
                      aria-label={t(`colour.${c.name}`)}
                      type="primary"
                      shape="circle"
                      icon={selected ? <CheckOutlined /> : null}
                      onClick={() => setColour(c.value)}
                    />
                  </Tooltip>
                </ConfigProvider>
              );
            })}
          </Flex>
        </section>
      </Flex>
    </Drawer>
  );
}
